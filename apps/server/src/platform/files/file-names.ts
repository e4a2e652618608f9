import { extname } from 'node:path';

// Characters Windows refuses in names, plus the path separators, become underscores.
const reserved = /[<>:"/\\|?*]/g;
// C0/C1 controls and bidi overrides (a name like "exe.txt" shown reversed) are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const maxNameLength = 120;

/**
 * The name an upload is remembered by: no directories, no control or bidi characters, no leading
 * dots, at most 120 characters with the extension kept. It is only ever shown and sent back in
 * Content-Disposition; storage keys never derive from it.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  let name = base.replace(unsafe, '').replace(reserved, '_').trim().replace(/^\.+/, '').trim();
  if (name.length > maxNameLength) {
    const ext = extname(name).slice(0, 16);
    name = `${[...name.slice(0, name.length - ext.length)].slice(0, maxNameLength - ext.length).join('')}${ext}`;
  }
  return name || 'file';
}

/** The lower-case extension without the dot, or '' when there is none. */
export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~"
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition with an ASCII fallback for old clients and `filename*` (RFC 6266 / RFC 5987)
 * carrying the real UTF-8 name, so 请假条.pdf arrives as 请假条.pdf.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'file';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
