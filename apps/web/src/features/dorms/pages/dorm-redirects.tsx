import { Navigate } from 'react-router';

/** The review pages of dorm requests (reviewDormitoryChange, reviewCheckOut, reviewOutsideLive, reviewStayNight,
 * reviewImmigration and their *Examine pages): the requests are workflow tasks, approved from the to-do list. */
export function DormReviewRedirect() {
  return <Navigate to="/bpmn/pending/index" replace />;
}
