export * from './data-templates.endpoints.ts';
export * from './data-templates.schemas.ts';
