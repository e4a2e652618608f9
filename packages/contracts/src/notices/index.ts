export * from './notices.endpoints.ts';
export * from './notices.schemas.ts';
export * from './rich-text-allowlist.ts';
