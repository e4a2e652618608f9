import { Navigate } from 'react-router';

/** reviewDormitoryChange, reviewCheckOut: room-change and move-out requests are approved from the to-do list. */
export function DormReviewRedirect() {
  return <Navigate to="/bpmn/pending/index" replace />;
}
