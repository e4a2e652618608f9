import type { AdmissionLookupResult, IssuedCredential } from '@campusflow/contracts';
import { Button, Input, Radio, Space, Toast } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { admissionsApi } from '../api/admissions-api.ts';
import { CaptchaField, useCaptcha } from '../components/captcha-field.tsx';
import { PublicBar } from '../components/public-bar.tsx';
import '../admissions.css';

type Errors = Partial<Record<'examineeNo' | 'proof' | 'captcha', string>>;

/** /lqjgcx_index: admission result lookup (public) by examinee number plus name or ID number, with captcha. */
export function LookupPage() {
  const { t, i18n } = useTranslation('admissions');
  const [search] = useSearchParams();
  const tenant = search.get('tenant');
  const captcha = useCaptcha();
  const [examineeNo, setExamineeNo] = useState('');
  const [by, setBy] = useState<'name' | 'idNumber'>('name');
  const [proof, setProof] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<AdmissionLookupResult | null>(null);
  const [credential, setCredential] = useState<IssuedCredential | null>(null);
  const suffix = tenant ? `?tenant=${encodeURIComponent(tenant)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!examineeNo.trim()) found.examineeNo = t('required');
    if (!proof.trim()) found.proof = t('required');
    if (captcha.answer.trim().length !== (captcha.captcha?.length || 4)) found.captcha = t('lookup.captchaLength');
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha.captcha) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await admissionsApi.lookup({
        examineeNo: examineeNo.trim(),
        ...(by === 'name' ? { name: proof.trim() } : { idNumber: proof.trim() }),
        requestId: captcha.captcha.requestId,
        captcha: captcha.answer.trim(),
        ...(tenant ? { tenant } : {}),
      });
      setResult(answer);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      await captcha.reload();
    } finally {
      setBusy(false);
    }
  };

  const claim = async () => {
    if (!result?.claimTicket) return;
    try {
      setCredential(await admissionsApi.claimCredential(result.claimTicket));
      setResult({ ...result, claimTicket: null });
    } catch {
      Toast.show({ content: t('loadFailed') });
    }
  };

  if (result) {
    return (
      <div className="admit-page" data-testid="lookup-result">
        <PublicBar title={t('titles.lookup')} />
        <section className="admit-card">
          <p className="admit-result-title">{t('lookup.congrats')}</p>
          <dl className="admit-facts">
            <dt>{t('lookup.name')}</dt>
            <dd>{result.name}</dd>
            <dt>{t('lookup.examineeNo')}</dt>
            <dd>{result.examineeNo}</dd>
            <dt>{t('lookup.college')}</dt>
            <dd data-testid="lookup-college">{result.college}</dd>
            <dt>{t('lookup.major')}</dt>
            <dd data-testid="lookup-major">{result.major}</dd>
            {result.className && (
              <>
                <dt>{t('lookup.className')}</dt>
                <dd>{result.className}</dd>
              </>
            )}
            <dt>{t('lookup.batch')}</dt>
            <dd>{result.batch}</dd>
            {result.account && (
              <>
                <dt>{t('lookup.account')}</dt>
                <dd data-testid="lookup-account">{result.account}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="admit-card">
          <h2>{t('lookup.nextSteps')}</h2>
          <div className="admit-steps">{result.nextSteps}</div>
        </section>
        {(result.claimTicket || credential) && (
          <section className="admit-card">
            {credential ? (
              <>
                <h2>{t('lookup.passwordTitle')}</h2>
                <div className="admit-password" data-testid="lookup-password">
                  {credential.initialPassword}
                </div>
                <p className="admit-muted">
                  {t('lookup.passwordHint', { date: new Date(credential.expiresAt).toLocaleString(i18n.language) })}
                </p>
              </>
            ) : (
              <Button block color="primary" onClick={claim} data-testid="lookup-claim">
                {t('lookup.getPassword')}
              </Button>
            )}
          </section>
        )}
        <section className="admit-card admit-links">
          <Link to="/login">
            <Button color="primary" fill="outline">
              {t('lookup.goLogin')}
            </Button>
          </Link>
          <Link to={`/yxjb${suffix}`}>
            <Button fill="outline">{t('titles.yxjb')}</Button>
          </Link>
          <Link to={`/zxlqyjyfk_login${suffix}`}>
            <Button fill="outline">{t('titles.examineeLogin')}</Button>
          </Link>
          <Button
            fill="none"
            onClick={() => {
              setResult(null);
              setCredential(null);
              setProof('');
              void captcha.reload();
            }}
          >
            {t('lookup.again')}
          </Button>
        </section>
      </div>
    );
  }

  return (
    <div className="admit-page" data-testid="lookup-page">
      <PublicBar title={t('titles.lookup')} />
      <div className="admit-hero">
        <p>{t('lookup.intro')}</p>
      </div>
      <form className="admit-card" onSubmit={submit} noValidate>
        <Space direction="vertical" block style={{ '--gap': '14px' }}>
          <div>
            <label htmlFor="admit-examinee-no">{t('lookup.examineeNo')}</label>
            <Input
              id="admit-examinee-no"
              value={examineeNo}
              onChange={setExamineeNo}
              placeholder={t('lookup.examineeNoPlaceholder')}
              inputMode="numeric"
              autoComplete="off"
              data-testid="lookup-examinee-no"
            />
            {errors.examineeNo && <div className="admit-field-error">{errors.examineeNo}</div>}
          </div>
          <Radio.Group value={by} onChange={(v) => setBy(v as 'name' | 'idNumber')}>
            <Space>
              <span className="admit-muted">{t('lookup.by')}</span>
              <Radio value="name" data-testid="lookup-by-name">
                {t('lookup.byName')}
              </Radio>
              <Radio value="idNumber" data-testid="lookup-by-id">
                {t('lookup.byIdNumber')}
              </Radio>
            </Space>
          </Radio.Group>
          <div>
            <label htmlFor="admit-proof">{by === 'name' ? t('lookup.name') : t('lookup.idNumber')}</label>
            <Input
              id="admit-proof"
              value={proof}
              onChange={setProof}
              placeholder={by === 'name' ? t('lookup.namePlaceholder') : t('lookup.idNumberPlaceholder')}
              autoComplete="off"
              data-testid="lookup-proof"
            />
            {errors.proof && <div className="admit-field-error">{errors.proof}</div>}
          </div>
          <CaptchaField state={captcha} error={errors.captcha} />
          {failure && (
            <div className="admit-field-error" role="alert" data-testid="lookup-failure">
              {failure}
            </div>
          )}
          <Button block color="primary" type="submit" loading={busy} data-testid="lookup-submit">
            {t('lookup.submit')}
          </Button>
          {by === 'name' && <p className="admit-muted">{t('lookup.passwordNeedsId')}</p>}
        </Space>
      </form>
      <section className="admit-card admit-links">
        <Link to={`/yxjb${suffix}`}>
          <Button fill="outline">{t('titles.yxjb')}</Button>
        </Link>
        <Link to={`/zsjb${suffix}`}>
          <Button fill="outline">{t('titles.zsjb')}</Button>
        </Link>
        <Link to={`/zxlqyjyfk_login${suffix}`}>
          <Button fill="outline">{t('titles.examineeLogin')}</Button>
        </Link>
      </section>
    </div>
  );
}
