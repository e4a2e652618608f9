import { fileIdOfImageSrc, richTextAttributes, richTextTags } from '@campusflow/contracts';
import sanitizeHtml from 'sanitize-html';

// Rich text from the editor, kept to an allowlist: no scripts, styles, event handlers or javascript:
// links survive, so the web app may render it as HTML. Images only from our own file store
// (contracts: fileIdOfImageSrc): an external or data: image is removed whole, not just its src.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: { ...richTextAttributes, a: [...(richTextAttributes.a ?? []), 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // No scheme at all for images: only the file store's relative download path passes the filter below.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && fileIdOfImageSrc(frame.attribs.src) === null,
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** The file ids of the images in sanitised rich text (they must be readable by its readers). */
export function imageFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)) {
    const id = fileIdOfImageSrc((match[1] ?? '').replaceAll('&amp;', '&'));
    if (id) ids.add(id);
  }
  return [...ids];
}

/** Plain-text summary for lists and message previews. */
export function summaryOf(html: string, length = 120): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
