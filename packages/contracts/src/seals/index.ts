export * from './seals.endpoints.ts';
export * from './seals.schemas.ts';
