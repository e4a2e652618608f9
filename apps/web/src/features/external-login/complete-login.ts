import i18next from 'i18next';
import { authorize, exchangeCode, fetchUserContext } from '../../api/auth-api.ts';
import { applyUserLanguage, productLocale } from '../../i18n/i18n.ts';
import { createPkce } from '../../lib/pkce.ts';
import { session } from '../../session/session.ts';
import { chooseRole, roleChoice } from '../../session/session-actions.ts';
import type { TokenInfo } from '../../session/session-types.ts';

/**
 * An external login's login state → code → tokens → user info: the same steps 2 and 3 a password login
 * takes (spec §4). No role picker here: the session starts in the user's current role (or the only
 * one); the role can be switched on the "my" page.
 */
export async function completeExternalLogin(loginState: string): Promise<boolean> {
  const pkce = await createPkce();
  const authorized = await authorize(loginState, pkce?.challenge ?? null);
  const code = typeof authorized === 'string' ? authorized : authorized.code;
  const token: TokenInfo = await exchangeCode(code, pkce?.verifier ?? null);
  session.clear();
  session.setToken(token, token.uaccount ?? '');
  await applyUserLanguage();
  const info = await fetchUserContext(token, productLocale(i18next.language));
  if (!info?.user) return false;
  session.setUserInfo(info);
  const choice = roleChoice(info);
  if (choice.type === 'none') return false;
  if (choice.type === 'one') await chooseRole(choice.role, [choice.role]);
  else {
    const current = choice.roles.find((r) => r.id === info.currentRoleId) ?? choice.roles[0];
    if (current) await chooseRole(current, choice.roles);
  }
  return true;
}
