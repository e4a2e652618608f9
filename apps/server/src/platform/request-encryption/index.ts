export { rotateKeys } from './key-store.ts';
export { requestEncryptionPlugin } from './request-encryption.plugin.ts';
export { requestEncryptionArea } from './request-encryption.routes.ts';
