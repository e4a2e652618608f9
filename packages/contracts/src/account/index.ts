export * from './account.endpoints.ts';
export * from './account.schemas.ts';
export * from './common-passwords.ts';
export * from './password-policy.ts';
