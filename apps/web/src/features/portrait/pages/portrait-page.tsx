import { portraitCardKeys, type StudentPortrait } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { loadPortrait, portraitKeys } from '../api/portrait-api.ts';
import { BarChart, DonutChart } from '../components/charts.tsx';
import { CheckInCardBody, LeaveCardBody } from '../components/module-cards.tsx';
import { cardState, knownRequestState, leaveMonths } from '../portrait-logic.ts';
import '../portrait.css';

type Card = StudentPortrait['cards'][number];
const studentRoles = new Set(['student', 'newStudent']);

/**
 * The student profile: basic information and one card per data area. Without `userId` it is the
 * student's own (the dashboardXshx tab); with it, a teacher's view of one of their students.
 */
export function PortraitPage({ userId = null }: { userId?: string | null }) {
  const { t } = useTranslation('portrait');
  const navigate = useNavigate();
  const s = useSession();
  const ownAllowed = studentRoles.has(roleAlias(currentRole(s)) ?? '') || s.userInfo?.userCurrentRole === 'student';
  const portrait = useQuery({
    queryKey: portraitKeys.of(userId),
    queryFn: () => loadPortrait(userId),
    enabled: userId !== null || ownAllowed,
    retry: (count, error) => !(error instanceof ApiError && error.kind === 'state') && count < 2,
  });

  if (userId === null && !ownAllowed) {
    return (
      <div className="portrait-page" data-testid="portrait-students-only">
        <ErrorBlock status="empty" title={t('studentsOnly')} description={t('studentsOnlyHint')}>
          <Button color="primary" onClick={() => navigate('/contacts/index')}>
            {t('openContacts')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (portrait.isPending) {
    return (
      <div className="portrait-page" aria-busy="true">
        <div className="portrait-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
        <div className="portrait-card">
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }
  if (portrait.isError) {
    const missing = portrait.error instanceof ApiError && portrait.error.kind === 'state';
    return (
      <div className="portrait-page" data-testid="portrait-error">
        <ErrorBlock
          status={missing ? 'empty' : 'disconnected'}
          title={missing ? t('notFound') : t('loadFailed')}
          description=""
        >
          {!missing && (
            <Button color="primary" onClick={() => void portrait.refetch()}>
              {t('retry')}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  }
  const { student, cards } = portrait.data;
  const byKey = new Map(cards.map((c) => [c.key, c]));
  const gender = student.gender ? t(student.gender) : t('unset');
  return (
    <div className="portrait-page" data-testid="portrait-page">
      {userId === null && <h1 className="page-heading portrait-heading">{t('title')}</h1>}
      <section className="portrait-card portrait-basic" aria-labelledby="portrait-basic">
        <div className="portrait-avatar" aria-hidden="true">
          {student.name.slice(-2)}
        </div>
        <div className="portrait-basic-main">
          <h2 id="portrait-basic" className="portrait-name">
            {student.name}
          </h2>
          <dl className="portrait-facts">
            <Fact label={t('code')} value={student.code ?? t('unset')} />
            <Fact label={t('gender')} value={gender} />
            <Fact label={t('college')} value={student.collegeName ?? t('unset')} />
            <Fact label={t('className')} value={student.className ?? t('unset')} />
          </dl>
        </div>
      </section>
      {portraitCardKeys.map((key) => {
        const card = byKey.get(key) ?? { key, available: false, series: [] };
        return <PortraitCard key={key} card={card} own={userId === null} />;
      })}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="portrait-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PortraitCard({ card, own }: { card: Card; own: boolean }) {
  const { t } = useTranslation('portrait');
  const state = cardState(card);
  const emptyText = (key: Card['key']) =>
    key === 'requests'
      ? t('emptyRequests')
      : key === 'leave'
        ? t('leave.empty', { months: leaveMonths })
        : key === 'checkIn'
          ? t('checkIn.empty')
          : t('empty');
  // "My requests" only on the student's own page; a teacher sees "Requests".
  const title = card.key === 'requests' && !own ? t('requestsOf') : t(`cards.${card.key}`);
  const series = card.series.map((p) => ({
    label: card.key === 'requests' && knownRequestState(p.label) ? t(`states.${p.label}`) : p.label,
    value: p.value,
  }));
  return (
    <section
      className={`portrait-card portrait-card-${state}`}
      aria-labelledby={`portrait-${card.key}`}
      data-testid={`portrait-card-${card.key}`}
      data-state={state}
    >
      <h2 id={`portrait-${card.key}`} className="portrait-card-title">
        {title}
      </h2>
      {state === 'data' ? (
        <CardBody card={card} series={series} title={title} />
      ) : (
        <div className="portrait-empty">
          <span className={`portrait-empty-art portrait-empty-art-${card.key}`} aria-hidden="true" />
          <p>{state === 'unavailable' ? t('unavailable') : emptyText(card.key)}</p>
        </div>
      )}
    </section>
  );
}

function CardBody({ card, series, title }: { card: Card; series: Card['series']; title: string }) {
  const { t } = useTranslation('portrait');
  if (card.key === 'leave') return <LeaveCardBody series={card.series} title={title} />;
  if (card.key === 'checkIn') return <CheckInCardBody series={card.series} title={title} />;
  if (card.key === 'requests') return <DonutChart series={series} label={title} totalLabel={t('total')} />;
  return <BarChart series={series} label={title} />;
}
