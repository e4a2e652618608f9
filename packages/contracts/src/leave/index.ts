export * from './leave.endpoints.ts';
export * from './leave.schemas.ts';
