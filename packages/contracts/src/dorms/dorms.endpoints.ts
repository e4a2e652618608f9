/** Dormitory calls (business service, modules/dorms): my room, free beds, occupancy, room change. */
export const dormsEndpoints = {
  /** studentLive: my building, room, bed and roommates (null when not housed). */
  mine: { service: 'business', method: 'GET', path: '/dorms/mine' },
  /** Rooms with free beds the caller may choose (students: their gender). */
  freeBeds: { service: 'business', method: 'GET', path: '/dorms/beds/free' },
  /** Staff: capacity, occupied and free beds per building and gender. */
  buildings: { service: 'business', method: 'GET', path: '/dorms/buildings' },
  /** studentOccupancy: who lives where (list payload), within the caller's scope. */
  occupancy: { service: 'business', method: 'POST', path: '/dorms/occupancy/query' },
  /** Dorm office: put a student into a free bed (moving in, 入住). */
  assign: { service: 'business', method: 'POST', path: '/dorms/occupancy/assign' },
  /** Dorm office: end a student's stay (退宿) without a request. */
  release: { service: 'business', method: 'POST', path: '/dorms/occupancy/release' },
  /** changingDormitory: apply to move to a free bed (process `dorm_change`). */
  changeApply: { service: 'business', method: 'POST', path: '/dorms/change/apply' },
  /** checkOut (退宿): apply to move out (process `dorm_move_out`); the stay ends on the final approval. */
  moveOutApply: { service: 'business', method: 'POST', path: '/dorms/move-out/apply' },
  /** The moves of a student (own, or within staff scope). */
  history: { service: 'business', method: 'GET', path: '/dorms/history' },
} as const;

/** Roles that see the staff side of dormitories; the dorm office is affairsAdmin (and tenantAdmin). */
export const dormStaffRoles = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'] as const;
export const dormOfficeRoles = ['affairsAdmin', 'tenantAdmin'] as const;
