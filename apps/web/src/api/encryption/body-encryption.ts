import type { BodyEncryptor } from './body-encryptor.ts';

// The switch the API client reads on every request. The crypto code itself is loaded on first use only
// (dynamic import), so the login page's bundle stays as it was while a school does not encrypt.

export type BodyEncryption = {
  active: () => boolean;
  enable: () => void;
  encryptor: () => Promise<BodyEncryptor>;
};

export function createBodyEncryption(load: () => Promise<BodyEncryptor>): BodyEncryption {
  let on = false;
  let encryptor: Promise<BodyEncryptor> | null = null;
  return {
    active: () => on,
    enable: () => {
      on = true;
    },
    encryptor: () => {
      encryptor ??= load();
      encryptor.catch(() => {
        encryptor = null;
      });
      return encryptor;
    },
  };
}

// State codes the client reacts to (packages/contracts request-encryption.errors.ts; a test keeps them equal).
// Numbers here, so the login bundle does not carry the whole state-code table.
export const stateEncryptedBodyInvalid = 6020185;
export const stateEncryptedBodyExpired = 6020187;
export const stateEncryptionRequired = 6020188;
