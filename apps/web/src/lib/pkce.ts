// PKCE (RFC 7636) for the public web client. crypto.subtle exists only in secure contexts (https,
// localhost); elsewhere the login goes without it, which the server accepts for first-party clients.
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function createPkce(): Promise<{ verifier: string; challenge: string } | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const verifier = base64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}
