/**
 * The HTML an announcement body may hold. The server sanitises to it (platform/notices/notice-content.ts)
 * and the web page checks again before rendering (features/notices/safe-html.ts): one list, so the two
 * can never drift apart.
 */
export const richTextTags = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes per tag; `rel` on links is set by the server (noopener noreferrer), never taken from input. */
export const richTextAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const imageSrcPattern = new RegExp(`^/file/download\\?fileId=(${uuid})&inline=1$`, 'i');

/**
 * The only image source rich text may hold: a file of our own file store, as its download path relative
 * to the platform service (files.endpoints.ts `download`). Never an external address (a tracking pixel,
 * mixed content) and never `data:` (unbounded, unscanned bytes); the page fetches it with the reader's
 * session, and the file store decides who may see it.
 */
export function richTextImageSrc(fileId: string): string {
  return `/file/download?fileId=${fileId}&inline=1`;
}

/** The file id of an allowed image source, or null for anything else (external, data:, other paths). */
export function fileIdOfImageSrc(src: string | null | undefined): string | null {
  return imageSrcPattern.exec((src ?? '').trim())?.[1]?.toLowerCase() ?? null;
}
