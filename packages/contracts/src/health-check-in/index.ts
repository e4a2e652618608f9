export * from './health-check-in.endpoints.ts';
export * from './health-check-in.schemas.ts';
