import type { ModuleDefinition } from '../module.ts';
import { seedAdmissionDemo } from './admissions.demo.ts';
import { seedAdmissionDefinitions } from './admissions.seed.ts';
import { admissionPublicRoutes } from './public.routes.ts';
import { admissionServiceRoutes } from './service.routes.ts';
import { admissionStaffRoutes } from './staff.routes.ts';

/** Admissions services (招生服务): the admitted list and its import, lookup, briefings, feedback. Issue 7 §3. */
export const admissionsModule: ModuleDefinition = {
  id: 'admissions',
  routeAreas: [
    { name: 'admissions-public', service: 'business', routes: admissionPublicRoutes },
    { name: 'admissions-staff', service: 'business', routes: admissionStaffRoutes },
    { name: 'admissions-service', service: 'business', routes: admissionServiceRoutes },
  ],
  seedTenant: seedAdmissionDefinitions,
  seedDemo: seedAdmissionDemo,
};

export { type AdmittedStudent, admittedStudents } from './admitted.ts';
export { importsSettled } from './import-job.ts';
