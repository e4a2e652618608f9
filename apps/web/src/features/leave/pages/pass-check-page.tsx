import { Button, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LeavePassCheck, leaveApi } from '../api/leave-api.ts';
import '../leave.css';

/** The gate's check of a leave slip (any staff role): signed by the school, valid while the student is away. */
export function PassCheckPage() {
  const { t, i18n } = useTranslation('leave');
  const [token, setToken] = useState('');
  const [result, setResult] = useState<LeavePassCheck | null>(null);
  const check = async () => setResult(await leaveApi.verifyPass(token.trim()));
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className="leave-check" data-testid="leave-pass-check">
      <Input placeholder={t('check.placeholder')} value={token} onChange={setToken} clearable />
      <Button
        block
        color="primary"
        style={{ marginTop: 12 }}
        disabled={token.trim().length < 10}
        onClick={() => void check()}
      >
        {t('check.submit')}
      </Button>
      {result && (
        <Result
          status={result.valid ? 'success' : 'error'}
          title={result.valid ? t('check.valid') : t(`check.reasons.${result.reason}`)}
          description={
            result.leave
              ? `${result.leave.studentName} ${result.leave.studentCode} ${result.leave.className ?? ''} · ${t(`types.${result.leave.type}`)} · ${when(result.leave.startAt)} – ${when(result.leave.endAt)}`
              : ''
          }
        />
      )}
    </div>
  );
}
