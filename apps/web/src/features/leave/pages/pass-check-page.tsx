import { Button, Input, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type LeavePassCheck, leaveApi } from '../api/leave-api.ts';
import { passTokenOf } from '../leave-logic.ts';
import '../leave.css';

/**
 * The gate's check of a leave slip (any staff role): signed by the school, valid while the student is
 * away. Scanning the slip's QR code opens this page with `?pass=<token>`, which is checked at once;
 * the field takes a pasted code too.
 */
export function PassCheckPage() {
  const { t, i18n } = useTranslation('leave');
  const linked = passTokenOf(useLocation().search);
  const [token, setToken] = useState(linked);
  const [result, setResult] = useState<LeavePassCheck | null>(null);
  const check = async (value: string) => setResult(await leaveApi.verifyPass(value.trim()));
  useEffect(() => {
    if (linked.length >= 10) void leaveApi.verifyPass(linked).then(setResult);
  }, [linked]);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className="leave-check" data-testid="leave-pass-check">
      <Input placeholder={t('check.placeholder')} value={token} onChange={setToken} clearable />
      <Button
        block
        color="primary"
        style={{ marginTop: 12 }}
        disabled={token.trim().length < 10}
        onClick={() => void check(token)}
      >
        {t('check.submit')}
      </Button>
      {result && (
        <Result
          data-testid="leave-pass-result"
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
