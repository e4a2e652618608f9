/** Dorm affairs calls (business service, modules/dorms): requests, repairs, violations, hygiene. */
export const dormAffairsEndpoints = {
  /** outsideLive: apply to live off campus (process `dorm_outside`). */
  outsideApply: { service: 'business', method: 'POST', path: '/dorms/outside/apply' },
  /** stayOvernight: apply to stay over the holiday (process `dorm_holiday`). */
  holidayApply: { service: 'business', method: 'POST', path: '/dorms/holiday/apply' },
  /** Moving in (入住): a student without a bed asks for one (process `dorm_move_in`, reviewImmigration). */
  moveInApply: { service: 'business', method: 'POST', path: '/dorms/move-in/apply' },
  /** reportRepair: report, my reports, rate a finished repair. */
  repairCreate: { service: 'business', method: 'POST', path: '/dorms/repairs' },
  repairMine: { service: 'business', method: 'GET', path: '/dorms/repairs/mine' },
  repairRate: { service: 'business', method: 'POST', path: '/dorms/repairs/rate' },
  /** Dorm office: all reports, and moving one on (dispatched → repairing → done). */
  repairList: { service: 'business', method: 'GET', path: '/dorms/repairs' },
  repairProgress: { service: 'business', method: 'POST', path: '/dorms/repairs/progress' },
  /** reviewNotRules and notrulesExamine-add / -edit. */
  violationList: { service: 'business', method: 'GET', path: '/dorms/violations' },
  violationAdd: { service: 'business', method: 'POST', path: '/dorms/violations' },
  violationEdit: { service: 'business', method: 'POST', path: '/dorms/violations/edit' },
  /** ssgl review: the dorm office confirms or dismisses (with a reason) a registered violation. */
  violationReview: { service: 'business', method: 'POST', path: '/dorms/violations/review' },
  /** The student's own violations with their review. */
  violationMine: { service: 'business', method: 'GET', path: '/dorms/violations/mine' },
  /** dormitoryinspection, inspectionExamine, ranking; PersonalInspection (my room's scores). */
  inspectionList: { service: 'business', method: 'GET', path: '/dorms/inspections' },
  inspectionAdd: { service: 'business', method: 'POST', path: '/dorms/inspections' },
  inspectionRanking: { service: 'business', method: 'GET', path: '/dorms/inspections/ranking' },
  inspectionMine: { service: 'business', method: 'GET', path: '/dorms/inspections/mine' },
  /** Rooms of a building with occupants (staff pickers). */
  rooms: { service: 'business', method: 'GET', path: '/dorms/rooms' },
} as const;
