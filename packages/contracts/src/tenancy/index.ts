export * from './tenancy.endpoints.ts';
export * from './tenancy.schemas.ts';
