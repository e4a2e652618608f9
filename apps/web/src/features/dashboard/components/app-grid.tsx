import type { WorkbenchApp } from '@campusflow/contracts';
import { AddOutline, CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appTarget } from '../logic/menu-apps.ts';
import { AppIcon } from './app-icon.tsx';

type Props = {
  apps: WorkbenchApp[];
  /** In edit mode a tap collects or removes instead of opening. */
  editing?: boolean;
  collected?: ReadonlySet<string>;
  onToggle?: (app: WorkbenchApp) => void;
  testId?: string;
};

/** 4 columns, icon over a label of at most two lines (ux.md "Workbench"). */
export function AppGrid({ apps, editing = false, collected, onToggle, testId }: Props) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <ul className="app-grid" data-testid={testId}>
      {apps.map((app) => {
        const mine = collected?.has(app.menuId) ?? false;
        return (
          <li key={app.menuId}>
            <button
              type="button"
              className="app-tile"
              data-testid={`app-${app.alias}`}
              data-collected={mine ? 'true' : 'false'}
              aria-pressed={editing ? mine : undefined}
              aria-label={editing ? t(mine ? 'apps.removeNamed' : 'apps.collectNamed', { name: app.name }) : undefined}
              onClick={() => (editing ? onToggle?.(app) : navigate(appTarget(app)))}
            >
              <span className="app-tile-icon">
                <AppIcon icon={app.icon} seed={app.alias} />
                {editing && (
                  <span className={`app-tile-mark${mine ? ' app-tile-mark-on' : ''}`} aria-hidden="true">
                    {mine ? <CheckOutline /> : <AddOutline />}
                  </span>
                )}
              </span>
              <span className="app-tile-label">{app.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
