export * from './admissions.endpoints.ts';
export * from './admissions.schemas.ts';
export * from './id-documents.ts';
