import type { LeaveOnBehalfBody } from '@campusflow/contracts';

/** The tenant's leave form (modules/leave leave.definitions.ts), which the start page shows too. */
export const leaveFormKey = 'leave_apply';

// The body of 代请假 (rcswXzcy) from the leave form's values. The form is the tenant's leave_apply
// form (an administrator may add fields); the call takes the leave's own fields only, and a field the
// form left empty is left out so the server's defaults apply, as the generic start does.
const leaveFields = [
  'type',
  'startDate',
  'startHalf',
  'endDate',
  'endHalf',
  'leaveSchool',
  'destination',
  'transportOut',
  'transportBack',
  'reason',
  'emergencyContact',
  'emergencyPhone',
  'parentPhone',
  'attachments',
] as const;

export function onBehalfBody(studentId: string, values: Record<string, unknown>, opinion: string): LeaveOnBehalfBody {
  const given = Object.fromEntries(
    leaveFields.flatMap((name) => {
      const value = values[name];
      return value === null || value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  return { ...given, studentId, opinion } as LeaveOnBehalfBody;
}

/** How the result reads: approved at once, or still with the college or the office. */
export function onBehalfOutcome(result: { status: 'running' | 'approved'; approvedByMe: boolean }) {
  if (result.status === 'approved') return 'approved';
  return result.approvedByMe ? 'forwarded' : 'submitted';
}
