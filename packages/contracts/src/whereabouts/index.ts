export * from './whereabouts.endpoints.ts';
export * from './whereabouts.schemas.ts';
