export * from './geofence.ts';
export * from './leave.endpoints.ts';
export * from './leave.schemas.ts';
