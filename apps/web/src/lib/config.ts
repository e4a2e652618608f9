// Build-time settings (Vite env). Nothing else reads import.meta.env.
const env = import.meta.env;

export const appConfig = {
  /** API base path (spec §9: /qzbps). */
  apiBase: (env.VITE_API_BASE as string | undefined) ?? '/qzbps',
  /** Request timeout; spec §9 gives 30 s in one reading. */
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS ?? 30_000),
  /** Hash routing by default; `history` is a build option. */
  routerMode: (env.VITE_ROUTER as string | undefined) === 'history' ? 'history' : 'hash',
  clientId: (env.VITE_CLIENT_ID as string | undefined) ?? 'campusflow-web',
  systemId: (env.VITE_SYSTEM_ID as string | undefined) ?? '',
  version: '3.4.5-LC.BETA',
} as const;
