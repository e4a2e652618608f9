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
