import { fetchSysConfig } from '../api/auth-api.ts';

/** Encryption is on when system config encrypt_express is 1 (spec §4); read once at start-up. */
export const runtimeFlags = { encrypt: false };

export async function startUp(): Promise<void> {
  try {
    const entries = await fetchSysConfig(['encrypt_express']);
    runtimeFlags.encrypt = entries.some((e) => e.code === 'encrypt_express' && String(e.value) === '1');
  } catch {
    runtimeFlags.encrypt = false;
  }
}
