import { portraitEndpoints, type StudentPortrait } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export const portraitKeys = { of: (userId: string | null) => ['portrait', userId ?? 'mine'] as const };

/** Mine (students) or one student's (staff who look after them; anyone else gets "not found"). */
export const loadPortrait = (userId: string | null) =>
  request<StudentPortrait>({
    service: 'platform',
    path: userId
      ? portraitEndpoints.ofStudent.path.replace(':userId', encodeURIComponent(userId))
      : portraitEndpoints.mine.path,
    loading: false,
    silent: true,
  });
