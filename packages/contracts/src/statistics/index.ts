export * from './statistics.errors.ts';
export * from './statistics.schemas.ts';
