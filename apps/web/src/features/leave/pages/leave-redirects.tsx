import { Navigate } from 'react-router';
import { leaveApplyTarget, leaveReviewTarget } from '../leave-logic.ts';

// The spec's deep links that the generic workflow pages serve: applying is the process start form,
// reviewing is the approver's to-do list. Kept as routes so menus and bookmarks keep working.

/** qxjglQjsq → the start form of process leave_request. */
export function LeaveApplyRedirect() {
  return <Navigate to={leaveApplyTarget} replace />;
}

/** qxjglQxjsh → the to-do list. */
export function LeaveReviewRedirect() {
  return <Navigate to={leaveReviewTarget} replace />;
}
