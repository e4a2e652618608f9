import { Button, Input, Space } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { admissionsApi } from '../api/admissions-api.ts';
import { examineeToken } from '../api/examinee-session.ts';
import { PublicBar } from '../components/public-bar.tsx';
import '../admissions.css';

/** /zxlqyjyfk_login: the examinee logs in with examinee number and ID number (a short examinee session). */
export function ExamineeLoginPage() {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tenant = search.get('tenant');
  const [examineeNo, setExamineeNo] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!examineeNo.trim() || !idNumber.trim()) {
      setFailure(t('required'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const session = await admissionsApi.examineeLogin({
        examineeNo: examineeNo.trim(),
        idNumber: idNumber.trim(),
        ...(tenant ? { tenant } : {}),
      });
      examineeToken.set(session);
      navigate(`/zxlqyjyfk${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ''}`, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admit-page" data-testid="examinee-login">
      <PublicBar title={t('titles.examineeLogin')} />
      <div className="admit-hero">
        <p>{t('examinee.intro')}</p>
      </div>
      <form className="admit-card" onSubmit={submit} noValidate>
        <Space direction="vertical" block style={{ '--gap': '14px' }}>
          <div>
            <label htmlFor="admit-ex-no">{t('lookup.examineeNo')}</label>
            <Input
              id="admit-ex-no"
              value={examineeNo}
              onChange={setExamineeNo}
              placeholder={t('lookup.examineeNoPlaceholder')}
              inputMode="numeric"
              autoComplete="off"
              data-testid="examinee-no"
            />
          </div>
          <div>
            <label htmlFor="admit-ex-id">{t('lookup.idNumber')}</label>
            <Input
              id="admit-ex-id"
              value={idNumber}
              onChange={setIdNumber}
              placeholder={t('lookup.idNumberPlaceholder')}
              autoComplete="off"
              data-testid="examinee-id"
            />
          </div>
          {failure && (
            <div className="admit-field-error" role="alert" data-testid="examinee-failure">
              {failure}
            </div>
          )}
          <Button block color="primary" type="submit" loading={busy} data-testid="examinee-submit">
            {t('examinee.login')}
          </Button>
        </Space>
      </form>
    </div>
  );
}
