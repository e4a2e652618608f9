import { fileIdOfImageSrc, richTextImageSrc } from '@campusflow/contracts';

// Images in rich text are files of our file store (contracts: richTextImageSrc), readable only with the
// session's token, which an <img src> cannot send. So on the page an image carries its file id in
// data-file-id and no src (the browser fetches nothing by itself); loadFileImages fetches the bytes with
// the session and shows them as blob: URLs; the editor turns data-file-id back into the stored src.

/** Moves our images' sources into data-file-id (run on already sanitised markup). */
export function detachImageSources(root: ParentNode): void {
  for (const img of root.querySelectorAll('img')) {
    const id = fileIdOfImageSrc(img.getAttribute('src'));
    if (id) img.setAttribute('data-file-id', id);
    img.removeAttribute('src');
  }
}

/** The same on an HTML string. */
export function detachImageSourcesHtml(html: string): string {
  if (!/<img\b/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  detachImageSources(doc.body);
  return doc.body.innerHTML;
}

/** The stored form of edited markup: each image's src is its file's download path again. */
export function attachImageSources(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const img of copy.querySelectorAll('img')) {
    const id = img.getAttribute('data-file-id');
    img.removeAttribute('data-file-id');
    if (id) img.setAttribute('src', richTextImageSrc(id));
    else img.remove();
  }
  return copy.innerHTML;
}

export type ImageLoader = (fileId: string) => Promise<Blob>;

/**
 * Shows the images under root that have no source yet; returns the blob URLs made, for the caller to
 * revoke. An image that cannot be loaded (no right to it, not logged in) keeps its alt text.
 */
export async function loadFileImages(root: ParentNode, load: ImageLoader): Promise<string[]> {
  const urls: string[] = [];
  const pending = [...root.querySelectorAll('img[data-file-id]:not([src])')].map(async (img) => {
    const id = img.getAttribute('data-file-id') ?? '';
    try {
      const url = URL.createObjectURL(await load(id));
      urls.push(url);
      img.setAttribute('src', url);
    } catch {
      img.classList.add('rich-text-image-missing');
    }
  });
  await Promise.all(pending);
  return urls;
}
