export * from './consulting.ts';
export * from './onboarding.endpoints.ts';
export * from './onboarding.schemas.ts';
export * from './onboarding.steps.ts';
export * from './staff.endpoints.ts';
export * from './staff.schemas.ts';
export * from './staff-steps.ts';
