export * from './external-login.errors.ts';
export * from './external-login.schemas.ts';
