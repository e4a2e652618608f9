import { Input } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Captcha, fetchCaptcha } from '../../../api/auth-api.ts';

/** The platform's captcha (GET /user/captcha): a fresh image on mount, on tap and after each use. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const reload = useCallback(async () => {
    setAnswer('');
    setCaptcha(await fetchCaptcha().catch(() => null));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { captcha, answer, setAnswer, reload };
}

export function CaptchaField({ state, error }: { state: ReturnType<typeof useCaptcha>; error?: string | undefined }) {
  const { t } = useTranslation('admissions');
  return (
    <div>
      <label htmlFor="admit-captcha">{t('lookup.captcha')}</label>
      <div className="admit-captcha-row">
        <Input
          id="admit-captcha"
          className="admit-input"
          value={state.answer}
          onChange={state.setAnswer}
          placeholder={t('lookup.captchaPlaceholder')}
          maxLength={state.captcha?.length || 4}
          autoComplete="off"
          data-testid="admit-captcha"
        />
        <button
          type="button"
          className="admit-captcha-image"
          onClick={state.reload}
          aria-label={t('lookup.refreshCaptcha')}
        >
          {state.captcha && (
            <img
              src={state.captcha.image}
              alt={t('lookup.captcha')}
              width={100}
              height={36}
              data-testid="admit-captcha-image"
            />
          )}
        </button>
      </div>
      {error && (
        <div className="admit-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
