export * from './files.endpoints.ts';
export * from './files.schemas.ts';
