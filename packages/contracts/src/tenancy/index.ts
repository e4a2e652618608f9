export * from './role-names.ts';
export * from './tenancy.endpoints.ts';
export * from './tenancy.schemas.ts';
