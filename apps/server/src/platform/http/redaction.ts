// Secrets never reach the log (security-requirements.md E6): credentials in bodies and token headers.
export const redactPaths = [
  'req.headers["x-authorization-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["content-enc-info"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.client_secret',
  '*.access_token',
  '*.refresh_token',
  '*.authorize_code',
  '*.login_state',
  '*.captcha',
  '*.code',
];

// Query parameters that may carry a secret (the web app repeats its token in GET /user/context).
const secretQuery =
  /([?&](?:access_token|refresh_token|token|code|authorize_code|login_state|ticket|captcha)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretQuery, '$1[redacted]');
}

/** Fastify's request log line, with secrets in the query string censored. */
export function requestSerializer(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
