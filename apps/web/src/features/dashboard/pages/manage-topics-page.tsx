import { ErrorBlock } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isStudent, useSession } from '../../../session/session.ts';
import { useMyApps } from '../api/use-my-apps.ts';
import { AppIcon } from '../components/app-icon.tsx';
import { AppsError, AppsLoading } from '../components/apps-state.tsx';
import '../dashboard.css';

/**
 * manageGlzt, the management-topics board for staff. There is no separate topics model on the
 * server yet: a topic is an area of the staff member's menu and its items are that area's entries
 * (the same /workbench/apps answer as the application centre), so it never shows what the role
 * cannot open.
 */
export function ManageTopicsPage() {
  const { t } = useTranslation('dashboard');
  const s = useSession();
  const student = isStudent(s);
  const { apps } = useMyApps();
  if (student) {
    return <ErrorBlock status="empty" title={t('topics.staffOnly')} description="" data-testid="topics-staff-only" />;
  }
  if (apps.isPending) return <AppsLoading />;
  if (apps.isError) return <AppsError onRetry={() => void apps.refetch()} />;
  const topics = apps.data.groups;
  return (
    <div className="dashboard">
      <p className="dash-hint">{t('topics.hint')}</p>
      {topics.length === 0 ? (
        <div className="dash-section dash-empty">
          <p>{t('topics.empty')}</p>
        </div>
      ) : (
        <ul className="topic-board" data-testid="topic-board">
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link
                to={`/dashboard/GlztDetail?id=${encodeURIComponent(topic.id)}`}
                className="topic-card"
                data-testid="topic-card"
              >
                <span className="topic-card-head">
                  <span className="topic-card-name">{topic.name}</span>
                  <span className="topic-card-count">{t('topics.items', { count: topic.apps.length })}</span>
                  <RightOutline aria-hidden="true" />
                </span>
                <span className="topic-card-icons" aria-hidden="true">
                  {topic.apps.slice(0, 5).map((a) => (
                    <AppIcon key={a.menuId} icon={a.icon} seed={a.alias} size={28} />
                  ))}
                </span>
                <span className="topic-card-items">
                  {topic.apps
                    .slice(0, 4)
                    .map((a) => a.name)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
