import { formatRelativeTime, type NoticeSummary } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { productLocale } from '../../../i18n/i18n.ts';
import { currentRole, isStudent, useSession } from '../../../session/session.ts';
import { useLiveCounts } from '../api/use-live-counts.ts';
import { fetchHome, workbenchKeys } from '../api/workbench-api.ts';
import { AppGrid } from '../components/app-grid.tsx';
import { GreetingCard } from '../components/greeting-card.tsx';
import { Section } from '../components/section.tsx';
import { menuAppGroups } from '../logic/menu-apps.ts';
import '../dashboard.css';

/**
 * The home tab. Its data is one call (/workbench/home); the application grid comes from the menu the
 * session already holds, so the first screen after login needs three calls (user context, menu, home).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const s = useSession();
  const roleId = currentRole(s)?.id ?? null;
  const home = useQuery({ queryKey: workbenchKeys.home(roleId), queryFn: fetchHome });
  useLiveCounts();
  const unreadNotices = home.data?.counts.unreadNotices ?? 0;
  const name = home.data?.user.name || s.userInfo?.employee?.name || s.account || '';
  const groups = menuAppGroups(s.menu);
  const locale = productLocale(i18n.language);

  const counts = [
    { key: 'todo', to: '/bpmn/pending/index', value: home.data?.counts.todo },
    { key: 'handled', to: '/bpmn/handled/index', value: home.data?.counts.handled },
    { key: 'myRequests', to: '/bpmn/myRequest/index', value: home.data?.counts.myRequests },
  ] as const;

  return (
    <div className="dashboard page-padding">
      <h1 className="page-heading">{t('common:routes.dashboard')}</h1>
      <GreetingCard name={name} />

      {home.isError ? (
        <div className="dash-section dash-error" role="alert" data-testid="dashboard-error">
          <ErrorBlock status="disconnected" title={t('loadFailed')} description={t('loadFailedHint')} />
          <Button color="primary" onClick={() => void home.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <nav className="dash-counts" aria-label={t('common:routes.dashboard')}>
            {counts.map((c) => (
              <Link key={c.key} to={c.to} className="dash-count" data-testid={`count-${c.key}`}>
                <span className="dash-count-value">
                  {c.value === undefined ? <Skeleton animated className="dash-count-skeleton" /> : c.value}
                </span>
                <span className="dash-count-label">{t(`counts.${c.key}`)}</span>
              </Link>
            ))}
          </nav>

          <Section
            title={t('myApps.title')}
            link={{ to: '/dashboard/myAppcollect', text: t('myApps.manage'), testId: 'my-apps-manage' }}
            testId="my-apps"
          >
            {home.isPending ? (
              <Skeleton.Paragraph lineCount={2} animated />
            ) : home.data && home.data.myApps.length > 0 ? (
              <AppGrid apps={home.data.myApps} testId="my-apps-grid" />
            ) : (
              <div className="dash-empty" data-testid="my-apps-empty">
                <p>{t('myApps.empty')}</p>
                <p className="muted">{t('myApps.emptyHint')}</p>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => navigate('/dashboard/applicationCenter?edit=1')}
                >
                  {t('myApps.add')}
                </Button>
              </div>
            )}
          </Section>

          <Section
            title={t('notices.title')}
            link={{ to: '/notice/index', text: t('notices.more') }}
            testId="dash-notices"
            badge={{
              count: unreadNotices,
              label: t('notices.unreadCount', { count: unreadNotices }),
              testId: 'count-unreadNotices',
            }}
          >
            {home.isPending ? (
              <Skeleton.Paragraph lineCount={3} animated />
            ) : home.data && home.data.notices.length > 0 ? (
              <ul className="dash-notices">
                {home.data.notices.map((n) => (
                  <NoticeRow key={n.id} notice={n} locale={locale} />
                ))}
              </ul>
            ) : (
              <p className="dash-empty muted">{t('notices.empty')}</p>
            )}
          </Section>
        </>
      )}

      {!isStudent(s) && (
        <Link to="/dashboard/manageGlzt" className="dash-staff-link" data-testid="topics-entry">
          <span>{t('routes.manageGlzt')}</span>
          <RightOutline aria-hidden="true" />
        </Link>
      )}

      <Section
        title={t('apps.title')}
        link={{ to: '/dashboard/applicationCenter', text: t('apps.all'), testId: 'apps-all' }}
        testId="app-centre"
      >
        <button
          type="button"
          className="dash-search"
          onClick={() => navigate('/dashboard/applicationCenter?focus=1')}
          data-testid="apps-search-entry"
        >
          <SearchOutline aria-hidden="true" /> <span>{t('apps.search')}</span>
        </button>
        {groups.length === 0 ? (
          <div className="dash-empty">
            <p>{t('apps.empty')}</p>
            <p className="muted">{t('apps.emptyHint')}</p>
          </div>
        ) : (
          groups.map((g) => (
            <div key={g.id} className="dash-group">
              <h3 className="dash-group-title">{g.name}</h3>
              <AppGrid apps={g.apps} />
            </div>
          ))
        )}
      </Section>
    </div>
  );
}

function NoticeRow({ notice, locale }: { notice: NoticeSummary; locale: ReturnType<typeof productLocale> }) {
  const { t } = useTranslation('dashboard');
  return (
    <li>
      <Link
        to={`/notice/noticeDetail?id=${encodeURIComponent(notice.id)}`}
        className="dash-notice"
        data-testid="dash-notice"
      >
        <span className="dash-notice-title">
          {notice.pinned && <span className="dash-tag dash-tag-pinned">{t('notices.pinned')}</span>}
          {!notice.read && <span className="message-unread-dot" role="img" aria-label={t('notices.unread')} />}
          <span className="dash-notice-text">{notice.title}</span>
        </span>
        <span className="dash-notice-meta">
          <span>{notice.categoryName}</span>
          {notice.publishedAt && (
            <time dateTime={notice.publishedAt}>{formatRelativeTime(notice.publishedAt, Date.now(), locale)}</time>
          )}
        </span>
      </Link>
    </li>
  );
}
