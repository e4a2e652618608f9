import { type OnboardingDeskCode, onboardingStaffEndpoints } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client.ts';

// The new student's arrival code for the on-site desk (xcyxbl): a QR image of their own exam candidate
// number, drawn by the server (GET /onboarding/desk-code, role newStudent). Self-contained — its own
// query and strings (namespace onboardingTools) — so the onboarding home can place it with one line:
//   <DeskCodeCard />

const deskCodeKey = ['onboarding', 'deskCode'] as const;

const fetchDeskCode = () =>
  request<OnboardingDeskCode>({ service: 'business', path: onboardingStaffEndpoints.deskCode.path });

export function DeskCodeCard() {
  const { t } = useTranslation('onboardingTools');
  // The code never changes for a student: fetch once per session.
  const code = useQuery({ queryKey: deskCodeKey, queryFn: fetchDeskCode, staleTime: Number.POSITIVE_INFINITY });
  return (
    <section className="yx-desk-code" aria-labelledby="yx-desk-code-title" data-testid="desk-code">
      <h2 id="yx-desk-code-title" style={{ fontSize: 15, margin: '0 0 8px' }}>
        {t('deskCode.title')}
      </h2>
      {code.data ? (
        <div style={{ textAlign: 'center' }}>
          <img
            src={code.data.image}
            alt={t('deskCode.alt')}
            width={180}
            height={180}
            style={{ display: 'inline-block' }}
          />
          <p style={{ margin: '4px 0', fontVariantNumeric: 'tabular-nums' }} data-testid="desk-code-number">
            {t(`deskCode.${code.data.codeKind}`, { code: code.data.code })}
          </p>
          <p style={{ margin: 0, fontSize: 13, color: '#5c636e' }}>{t('deskCode.hint')}</p>
        </div>
      ) : code.isPending ? (
        <Skeleton animated style={{ width: 180, height: 180, margin: '0 auto' }} />
      ) : (
        <ErrorBlock status="disconnected" title={t('deskCode.failed')} description="">
          <Button size="small" onClick={() => void code.refetch()}>
            {t('deskCode.retry')}
          </Button>
        </ErrorBlock>
      )}
    </section>
  );
}
