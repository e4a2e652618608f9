export * from './notices.endpoints.ts';
export * from './notices.schemas.ts';
