import { type EncryptionSettings, requestEncryptionHeaders } from '@campusflow/contracts';
import { importServerKey, openAnswer, sealBody } from './body-crypto.ts';

/** One encrypted request: what to send, and how to open its answer while the key is still held. */
export type SealedRequest = {
  headers: Record<string, string>;
  body: string;
  open: (answer: string) => Promise<string>;
};

export type SealRequestInput = { method: string; url: string; tenant: string; body: string; timeoutMs: number };

export type BodyEncryptor = {
  seal: (input: SealRequestInput) => Promise<SealedRequest>;
  /** Forget the public key (the server refused: it may have rotated). */
  refresh: () => void;
  /** The server's time from an expired-timestamp answer (G4 window). */
  syncClock: (serverTime: number) => void;
};

export type BodyEncryptorDeps = {
  loadSettings: () => Promise<EncryptionSettings>;
  now: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
};

/** Spec §9: a request's key is kept for the request timeout plus 10 ms, then dropped. */
export const keyHoldExtraMs = 10;

export function createBodyEncryptor(deps: BodyEncryptorDeps): BodyEncryptor {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let clockOffset = 0;
  let serverKey: Promise<{ key: CryptoKey; kid: string }> | null = null;

  function loadKey() {
    serverKey ??= deps.loadSettings().then(async (s) => {
      clockOffset = s.serverTime - deps.now();
      return { key: await importServerKey(s.publicKey), kid: s.kid };
    });
    serverKey.catch(() => {
      serverKey = null;
    });
    return serverKey;
  }

  return {
    async seal(input) {
      const { key, kid } = await loadKey();
      const sealed = await sealBody({ ...input, serverKey: key, kid, now: deps.now() + clockOffset });
      let contentKey: CryptoKey | null = sealed.contentKey;
      setTimer(() => {
        contentKey = null;
      }, input.timeoutMs + keyHoldExtraMs);
      return {
        headers: {
          'content-type': 'text/plain;charset=utf-8',
          [requestEncryptionHeaders.encInfo]: sealed.encInfo,
          [requestEncryptionHeaders.encAllowed]: '1',
        },
        body: sealed.body,
        open: async (answer) => {
          if (!contentKey) throw new Error('the request key was dropped');
          return openAnswer(answer, contentKey);
        },
      };
    },
    refresh() {
      serverKey = null;
    },
    syncClock(serverTime) {
      clockOffset = serverTime - deps.now();
    },
  };
}
