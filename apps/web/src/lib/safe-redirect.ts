/**
 * The redirect query of the login page, accepted only when it is a path inside this app: no scheme,
 * no protocol-relative `//host`, no backslashes or control characters (no open redirect), and never
 * back to the login page itself.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^\/*[a-z][a-z0-9+.-]*:/i.test(decoded)) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
