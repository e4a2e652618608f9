export * from './messages.endpoints.ts';
export * from './messages.schemas.ts';
