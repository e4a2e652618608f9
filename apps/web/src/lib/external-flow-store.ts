/**
 * What this tab remembers across the trip to an identity provider (sessionStorage: one tab only, gone
 * with it). `binding` never travels in a URL: a callback opened in another browser cannot finish the
 * login (D2). The notice carries an external-login failure, and a bind ticket, to the login page.
 */
export type PendingExternalLogin = {
  state: string;
  binding: string;
  providerId: string;
  kind: string;
  redirect: string | null;
};
export type ExternalNotice = { message: string; bindTicket: string | null; providerName: string | null };

const pendingKey = 'cf.external.pending';
const noticeKey = 'cf.external.notice';

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // private mode without storage: the flow simply cannot finish, the server refuses it
  }
}

export const externalFlowStore = {
  savePending: (p: PendingExternalLogin) => write(pendingKey, p),
  peekPending: () => read<PendingExternalLogin>(pendingKey),
  /** Reads and forgets: a pending flow is used at most once. */
  takePending: () => {
    const p = read<PendingExternalLogin>(pendingKey);
    write(pendingKey, null);
    return p;
  },
  saveNotice: (n: ExternalNotice) => write(noticeKey, n),
  readNotice: () => read<ExternalNotice>(noticeKey),
  clearNotice: () => write(noticeKey, null),
};

/**
 * The callback address registered with providers: the app's own document URL without query or hash
 * (e.g. https://campus.example.edu/app/), because the router works in the hash and providers refuse
 * fragments in redirect URIs.
 */
export function externalCallbackUri(loc: Pick<Location, 'origin' | 'pathname'> = globalThis.location): string {
  return `${loc.origin}${loc.pathname.replace(/[^/]*$/, '')}`;
}
