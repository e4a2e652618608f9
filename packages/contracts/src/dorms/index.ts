export * from './dorms.endpoints.ts';
export * from './dorms.schemas.ts';
