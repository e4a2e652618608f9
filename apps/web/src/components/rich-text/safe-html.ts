// Defence in depth for announcement HTML: the server already sanitises with an allowlist
// (platform/notices/notice-content.ts); the page checks again with the same allowlist before it puts
// the HTML into the DOM, so a bug or an old row on the server cannot run script here.

import { fileIdOfImageSrc, richTextAttributes, richTextTags } from '@campusflow/contracts';

const allowedTags: ReadonlySet<string> = new Set(richTextTags);
/** Tags removed with their content (everything else unknown is unwrapped, keeping its text). */
const droppedTags = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

const allowedAttributes: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(richTextAttributes).map(([tag, names]) => [tag, new Set(names)]),
);

export type TagVerdict = 'keep' | 'unwrap' | 'drop';

export function tagVerdict(tag: string): TagVerdict {
  const t = tag.toLowerCase();
  if (allowedTags.has(t)) return 'keep';
  return droppedTags.has(t) ? 'drop' : 'unwrap';
}

/** Links: http(s), mailto, tel. Images: only files of our own file store (contracts: fileIdOfImageSrc). */
export function isSafeUrl(tag: 'a' | 'img', value: string): boolean {
  if (tag === 'img') return fileIdOfImageSrc(value) !== null;
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): strip them first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (v.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v)?.[1];
  if (!scheme) return v.length > 0;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

export function attributeAllowed(tag: string, name: string, value: string): boolean {
  const t = tag.toLowerCase();
  const n = name.toLowerCase();
  if (!allowedAttributes[t]?.has(n)) return false;
  if (n === 'href' && t === 'a') return isSafeUrl('a', value);
  if (n === 'src' && t === 'img') return isSafeUrl('img', value);
  if (n === 'width' || n === 'height' || n === 'colspan' || n === 'rowspan') return /^\d{1,4}$/.test(value.trim());
  return true;
}

function cleanChildren(parent: ParentNode, doc: Document): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const el = node as Element;
    const verdict = tagVerdict(el.tagName);
    if (verdict === 'drop') {
      el.remove();
      continue;
    }
    cleanChildren(el, doc);
    if (verdict === 'unwrap') {
      el.replaceWith(...el.childNodes);
      continue;
    }
    for (const attr of [...el.attributes]) {
      if (!attributeAllowed(el.tagName, attr.name, attr.value)) el.removeAttribute(attr.name);
    }
    // An image whose source was refused is removed whole, as the server does.
    if (el.tagName === 'IMG' && !el.hasAttribute('src')) {
      el.remove();
      continue;
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Browser only: the HTML reduced to the allowlist (DOMParser does not run scripts or load images). */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(doc.body, doc);
  return doc.body.innerHTML;
}

/** The editor's plain text, for the "body is empty" check before sending. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}
