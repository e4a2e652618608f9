import { isNewStudent, session } from '../../session/session.ts';
import { loadUserInfo } from '../../session/session-actions.ts';

/**
 * After the last step the server swapped the role newStudent → student on this very session: forget
 * the stored role, reload the user (its current role now is student) and open the student's home.
 * No new login: the same tokens go on, and every token issued from now on carries the student role.
 */
export async function enterAsStudent(navigate: (to: string, options: { replace: boolean }) => void): Promise<boolean> {
  session.setRole(null);
  await loadUserInfo();
  if (isNewStudent()) return false;
  navigate('/', { replace: true });
  return true;
}
