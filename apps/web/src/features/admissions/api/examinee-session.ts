// The examinee session of the feedback pages lives in this tab only (sessionStorage): it is short
// (30 minutes) and is not a platform login.
const key = 'cf-examinee-session';

export const examineeToken = {
  get(): string | null {
    try {
      const raw = sessionStorage.getItem(key);
      if (!raw) return null;
      const { token, expiresAt } = JSON.parse(raw) as { token: string; expiresAt: string };
      return new Date(expiresAt).getTime() > Date.now() ? token : null;
    } catch {
      return null;
    }
  },
  set(session: { token: string; expiresAt: string }): void {
    sessionStorage.setItem(key, JSON.stringify(session));
  },
  clear(): void {
    sessionStorage.removeItem(key);
  },
};
