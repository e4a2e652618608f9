import { describe, expect, it } from 'vitest';
import { currentRole, isNewStudent, isStudent, loginRoles, session, tokenValid } from './session.ts';
import { homeFor, roleChoice } from './session-actions.ts';
import type { UserInfo } from './session-types.ts';

const user = (extra: Partial<UserInfo> = {}): UserInfo => ({ user: { id: 'u', account: 'a', isSuper: 'N' }, ...extra });
const student = { id: 'r1', name: 'Student', roleAlias: 'student' };
const counsellor = { id: 'r2', name: 'Counsellor', roleAlias: 'counsellor' };
const newStudent = { id: 'r3', name: 'New student', roleAlias: 'newStudent' };

describe('login roles (spec §4)', () => {
  it('zero roles, one role chosen automatically, several for the picker', () => {
    expect(roleChoice(user({ role: [] }))).toEqual({ type: 'none' });
    expect(roleChoice(user({ role: [student] }))).toEqual({ type: 'one', role: student });
    expect(roleChoice(user({ role: [student, counsellor] }))).toEqual({
      type: 'several',
      roles: [student, counsellor],
    });
  });

  it('a super user also gets the pseudo role ALL (so one held role still means a choice)', () => {
    const roles = loginRoles(user({ user: { id: 'u', account: 's', isSuper: 'Y' }, role: [counsellor] }), 'All');
    expect(roles.map((r) => r.id)).toEqual(['r2', 'ALL']);
    expect(roleChoice(user({ user: { id: 'u', account: 's', isSuper: true }, role: [counsellor] })).type).toBe(
      'several',
    );
  });

  it('newStudent goes to the onboarding index, everyone else to the root or the validated redirect', () => {
    expect(homeFor(newStudent, '/dashboardMessage')).toBe('/xgxt/yxxt_index');
    expect(homeFor(student, null)).toBe('/');
    expect(homeFor(counsellor, '/my/index')).toBe('/my/index');
  });
});

describe('session role and token', () => {
  it('the session role object wins over the server current role', () => {
    session.clear();
    session.setUserInfo(user({ role: [student, counsellor], currentRoleId: 'r1', userCurrentRole: 'student' }));
    expect(currentRole()?.id).toBe('r1');
    expect(isStudent()).toBe(true);
    session.setRole({ id: 'r2', roleArr: [student, counsellor] });
    expect(currentRole()?.id).toBe('r2');
    expect(isStudent()).toBe(false);
    session.setRole({ id: 'r3', roleArr: [newStudent] });
    expect(isNewStudent()).toBe(true);
    session.clear();
    expect(session.get()).toMatchObject({ token: null, role: null, userInfo: null, account: null });
  });

  it('a token is valid while now < create_at + expires_in seconds', () => {
    const token = { access_token: 'a', refresh_token: 'r', uid: 'u', create_at: 1_000_000, expires_in: 300 };
    expect(tokenValid(token, 1_000_000 + 299_999)).toBe(true);
    expect(tokenValid(token, 1_000_000 + 300_000)).toBe(false);
    expect(tokenValid(null)).toBe(false);
  });
});
