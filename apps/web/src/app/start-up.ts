import { fetchSysConfig } from '../api/auth-api.ts';
import { enableBodyEncryption } from '../api/client.ts';

/** Encryption is on when system config encrypt_express is 1 (spec §4); read once at start-up. */
export const runtimeFlags = { encrypt: false };

export async function startUp(): Promise<void> {
  try {
    const entries = await fetchSysConfig(['encrypt_express']);
    runtimeFlags.encrypt = entries.some((e) => e.code === 'encrypt_express' && String(e.value) === '1');
    // A school that turns it on later is caught by the server's 6020188, which turns it on too (api/client.ts).
    if (runtimeFlags.encrypt) enableBodyEncryption();
  } catch {
    runtimeFlags.encrypt = false;
  }
}
