export * from './dorms.endpoints.ts';
export * from './dorms.schemas.ts';
export * from './dorms-affairs.endpoints.ts';
export * from './dorms-affairs.schemas.ts';
export * from './dorms-awards.ts';
export * from './dorms-personal-inspections.ts';
export * from './dorms-ssgl.ts';
export * from './dorms-ssgl-lists.ts';
