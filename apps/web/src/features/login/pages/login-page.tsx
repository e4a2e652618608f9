import { locales } from '@campusflow/contracts';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { type Captcha, fetchCaptcha } from '../../../api/auth-api.ts';
import { type AppLanguage, currentLanguage, setLanguage } from '../../../i18n/i18n.ts';
import { externalFlowStore } from '../../../lib/external-flow-store.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { prefetchToast, showToast } from '../../../lib/toast.ts';
import { chooseRole, homeFor, logout, type RoleChoice } from '../../../session/session-actions.ts';
import type { RoleInfo } from '../../../session/session-types.ts';
import { needsCaptcha, passwordLogin } from '../login-flow.ts';
import { ExternalLoginButtons, ExternalNoticeBar } from './external-logins.tsx';

// The picker (a bottom popup with gestures) is loaded only for accounts with several roles.
const RolePicker = lazy(async () => ({ default: (await import('./role-picker.tsx')).RolePicker }));

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

const languageNames: Record<string, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'ja-JP': '日本語',
};
type Values = { username: string; password: string; captcha: string };
type Errors = Partial<Record<keyof Values, string>>;

export function LoginPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState<RoleInfo[] | null>(null);
  const redirect = search.get('redirect') ? safeRedirect(search.get('redirect')) : null;
  const [notice, setNotice] = useState(() => externalFlowStore.readNotice());
  const dropNotice = () => {
    externalFlowStore.clearNotice();
    setNotice(null);
  };

  const loadCaptcha = useCallback(async () => {
    setValues((v) => ({ ...v, captcha: '' }));
    setCaptcha(await fetchCaptcha().catch(() => null));
  }, []);

  const finish = async (role: RoleInfo, offered: RoleInfo[]) => {
    await chooseRole(role, offered);
    navigate(homeFor(role, redirect), { replace: true });
  };

  const afterLogin = async (choice: RoleChoice, restricted: string | null) => {
    if (choice.type === 'none') {
      showToast({ content: t('noRole'), duration: 2000 });
      await logout();
      navigate('/login', { replace: true });
      return;
    }
    if (restricted) {
      navigate('/my/changePassword?force=1', { replace: true });
      return;
    }
    if (choice.type === 'one') await finish(choice.role, [choice.role]);
    else setPicking(choice.roles);
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.username.trim()) found.username = t('usernameRequired');
    if (!values.password) found.password = t('passwordRequired');
    if (captcha && !values.captcha.trim()) found.captcha = t('captchaRequired');
    else if (captcha && values.captcha.trim().length !== (captcha.length || 4)) found.captcha = t('captchaLength');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { choice, restricted } = await passwordLogin(
        {
          username: values.username.trim(),
          password: values.password,
          ...(captcha ? { captcha: values.captcha.trim(), requestId: captcha.requestId } : {}),
        },
        notice?.bindTicket ?? null,
      );
      if (notice) dropNotice();
      await afterLogin(choice, restricted);
    } catch (error) {
      if (error instanceof ApiError && error.state !== 6020109) {
        showToast({ content: error.message, duration: 5000 });
      }
      if (needsCaptcha(error) || captcha) await loadCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-language">
        <label htmlFor="login-language">{t('language')}</label>
        <select
          id="login-language"
          value={currentLanguage()}
          onChange={(e) => void setLanguage(e.target.value as AppLanguage)}
          data-testid="login-language"
        >
          {locales.map((l) => (
            <option key={l} value={l}>
              {languageNames[l]}
            </option>
          ))}
        </select>
      </div>
      <header className="login-header">
        <div className="login-logo" aria-hidden="true">
          CF
        </div>
        <h1>{t('common:appName')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      {notice && <ExternalNoticeBar notice={notice} onCancel={dropNotice} />}
      <form className="login-form" onSubmit={onSubmit} onFocus={prefetchToast} noValidate>
        <Field id="login-username" label={t('username')} error={errors.username}>
          <Input
            id="login-username"
            value={values.username}
            onChange={(v) => set('username', v)}
            placeholder={t('usernamePlaceholder')}
            autoComplete="username"
            clearable
            data-testid="login-username"
          />
        </Field>
        <Field id="login-password" label={t('password')} error={errors.password}>
          <Input
            id="login-password"
            type="password"
            value={values.password}
            onChange={(v) => set('password', v)}
            placeholder={t('passwordPlaceholder')}
            autoComplete="current-password"
            clearable
            data-testid="login-password"
          />
        </Field>
        {captcha && (
          <Field id="login-captcha" label={t('captcha')} error={errors.captcha}>
            <div className="captcha-row">
              <Input
                id="login-captcha"
                value={values.captcha}
                onChange={(v) => set('captcha', v)}
                placeholder={t('captchaPlaceholder')}
                maxLength={captcha.length || 4}
                autoComplete="off"
                data-testid="login-captcha"
              />
              <button type="button" className="captcha-image" onClick={loadCaptcha} aria-label={t('refreshCaptcha')}>
                <img src={captcha.image} alt={t('captcha')} width={100} height={36} data-testid="captcha-image" />
              </button>
            </div>
          </Field>
        )}
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="login-submit">
          {t('submit')}
        </Button>
      </form>
      <div className="login-links">
        <Link to="/forget_password">{t('forgotPassword')}</Link>
      </div>
      {!notice?.bindTicket && <ExternalLoginButtons redirect={redirect} />}
      {picking && (
        <Suspense fallback={null}>
          <RolePicker roles={picking} onPick={(role) => void finish(role, picking ?? [])} />
        </Suspense>
      )}
    </div>
  );
}
