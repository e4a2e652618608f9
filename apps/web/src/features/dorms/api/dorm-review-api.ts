import {
  type DormMyViolationRow,
  type DormViolationReviewBody,
  type DormViolationReviewStatus,
  type DormViolationRow,
  dormAffairsEndpoints as e,
  type ListResult,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type { DormMyViolationRow, DormViolationReviewStatus, DormViolationRow };

/** ssgl violation review (dorm office) and the student's own violations. */
export const dormReviewApi = {
  violations: (q: { pageNo: number; limit: number; reviewStatus?: DormViolationReviewStatus | undefined }) =>
    request<ListResult<DormViolationRow>>({
      service: 'business',
      path: e.violationList.path,
      query: q,
      loading: false,
    }),
  review: (body: DormViolationReviewBody) =>
    request<{ id: string; reviewStatus: string }>({
      service: 'business',
      method: 'POST',
      path: e.violationReview.path,
      body,
    }),
  mine: () => request<DormMyViolationRow[]>({ service: 'business', path: e.violationMine.path, loading: false }),
};
