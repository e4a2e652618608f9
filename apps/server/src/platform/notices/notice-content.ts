import { richTextAttributes, richTextTags } from '@campusflow/contracts';
import sanitizeHtml from 'sanitize-html';

// Rich text from the editor, kept to an allowlist: no scripts, styles, event handlers or javascript:
// links survive, so the web app may render it as HTML.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: { ...richTextAttributes, a: [...(richTextAttributes.a ?? []), 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  // Relative image sources (the file store's download path) stay allowed.
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain-text summary for lists and message previews. */
export function summaryOf(html: string, length = 120): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
