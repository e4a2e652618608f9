import { Navigate } from 'react-router';

/** reviewDormitoryChange: room-change requests are approved from the to-do list. */
export function DormReviewRedirect() {
  return <Navigate to="/bpmn/pending/index" replace />;
}
