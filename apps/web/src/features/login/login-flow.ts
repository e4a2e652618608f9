import i18next from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { applyLogin, authorize, exchangeCode, fetchUserContext, type LoginInput } from '../../api/auth-api.ts';
import { bindExternalLogin } from '../../api/external-login-api.ts';
import { applyUserLanguage, productLocale } from '../../i18n/i18n.ts';
import { createPkce } from '../../lib/pkce.ts';
import { session } from '../../session/session.ts';
import { type RoleChoice, roleChoice } from '../../session/session-actions.ts';
import type { TokenInfo } from '../../session/session-types.ts';

/** States after which the login form shows the captcha (required, wrong, expired, missing…). */
const captchaStates = new Set([6020104, 6020105, 6020115, 6020116, 6020117, 6020118, 6020119]);

export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.state !== null && captchaStates.has(error.state)) || error.variables?.captchaRequired === true;
}

export type LoginResult = { restricted: string | null; choice: RoleChoice };

/**
 * The code login of spec §4: credentials → login state → authorization code → tokens, then the user
 * info and the roles offered. The caller picks the role (or shows the picker).
 */
export async function passwordLogin(input: LoginInput, bindTicket: string | null = null): Promise<LoginResult> {
  // With a bind ticket the same credentials also link the external account that was not yet known.
  const { loginState, restricted } = bindTicket
    ? { loginState: await bindExternalLogin({ ...input, bindTicket }), restricted: null }
    : await applyLogin(input);
  const pkce = await createPkce();
  const authorized = await authorize(loginState, pkce?.challenge ?? null);
  const code = typeof authorized === 'string' ? authorized : authorized.code;
  const token: TokenInfo = await exchangeCode(code, pkce?.verifier ?? null);
  session.clear();
  session.setToken(token, token.uaccount ?? input.username);
  await applyUserLanguage();
  const info = await fetchUserContext(token, productLocale(i18next.language));
  if (!info?.user) throw new ApiError('state', i18next.t('login:noUserInfo'));
  session.setUserInfo(info);
  return { restricted: token.restricted ?? restricted, choice: roleChoice(info) };
}
