import { ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isStudent, useSession } from '../../../session/session.ts';
import { useMyApps } from '../api/use-my-apps.ts';
import { AppIcon } from '../components/app-icon.tsx';
import { AppsError, AppsLoading } from '../components/apps-state.tsx';
import { appTarget } from '../logic/menu-apps.ts';
import '../dashboard.css';

/** GlztDetail?id=…: one management topic and its items, each opening its page. */
export function TopicDetailPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const s = useSession();
  const { apps } = useMyApps();
  if (isStudent(s)) return <ErrorBlock status="empty" title={t('topics.staffOnly')} description="" />;
  if (apps.isPending) return <AppsLoading />;
  if (apps.isError) return <AppsError onRetry={() => void apps.refetch()} />;
  const topic = apps.data.groups.find((g) => g.id === params.get('id'));
  if (!topic)
    return <ErrorBlock status="empty" title={t('topics.notFound')} description="" data-testid="topic-not-found" />;
  return (
    <div className="dashboard">
      <h2 className="topic-title">{topic.name}</h2>
      <List className="topic-items" data-testid="topic-items">
        {topic.apps.map((a) => (
          <List.Item
            key={a.menuId}
            prefix={<AppIcon icon={a.icon} seed={a.alias} size={32} />}
            onClick={() => navigate(appTarget(a))}
            extra={t('topics.open')}
          >
            {a.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
