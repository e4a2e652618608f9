import { Button, Toast } from 'antd-mobile';
import { DownOutline, MinusCircleOutline, UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyApps } from '../api/use-my-apps.ts';
import { AppIcon } from '../components/app-icon.tsx';
import { AppsError, AppsLoading } from '../components/apps-state.tsx';
import { moveItem } from '../logic/my-apps-order.ts';
import '../dashboard.css';

/** myAppcollect: my apps in order; move up / down (saved on the server at once) or remove. */
export function MyAppCollectPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { apps, toggle, reorder } = useMyApps();
  const mine = apps.data?.myApps ?? [];

  const move = (index: number, step: -1 | 1) => {
    reorder.mutate(moveItem(mine, index, step), {
      onSuccess: () => Toast.show({ content: t('collect.saved'), duration: 2000 }),
    });
  };

  if (apps.isPending) return <AppsLoading />;
  if (apps.isError) return <AppsError onRetry={() => void apps.refetch()} />;
  return (
    <div className="dashboard">
      <p className="dash-hint">{t('collect.hint')}</p>
      {mine.length === 0 ? (
        <div className="dash-section dash-empty" data-testid="collect-empty">
          <p>{t('myApps.empty')}</p>
          <p className="muted">{t('myApps.emptyHint')}</p>
        </div>
      ) : (
        <ol className="dash-section collect-list" data-testid="collect-list">
          {mine.map((app, i) => (
            <li key={app.menuId} className="collect-row" data-testid={`collect-${app.alias}`}>
              <AppIcon icon={app.icon} seed={app.alias} size={36} />
              <span className="collect-name">{app.name}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('collect.moveUp', { name: app.name })}
                disabled={i === 0 || reorder.isPending}
                onClick={() => move(i, -1)}
                data-testid={`collect-up-${app.alias}`}
              >
                <UpOutline />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('collect.moveDown', { name: app.name })}
                disabled={i === mine.length - 1 || reorder.isPending}
                onClick={() => move(i, 1)}
                data-testid={`collect-down-${app.alias}`}
              >
                <DownOutline />
              </button>
              <button
                type="button"
                className="icon-button collect-remove"
                aria-label={t('collect.remove', { name: app.name })}
                onClick={() => toggle.mutate(app)}
                data-testid={`collect-remove-${app.alias}`}
              >
                <MinusCircleOutline />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="dash-actions">
        <Button block color="primary" fill="outline" onClick={() => navigate('/dashboard/applicationCenter?edit=1')}>
          {t('collect.addMore')}
        </Button>
      </div>
    </div>
  );
}
