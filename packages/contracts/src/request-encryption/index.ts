export * from './request-encryption.errors.ts';
export * from './request-encryption.schemas.ts';
export * from './request-encryption.wire.ts';
