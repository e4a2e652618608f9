export * from './dictionaries.endpoints.ts';
export * from './dictionaries.schemas.ts';
export * from './localized-text.ts';
