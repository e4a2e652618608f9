import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fetchLoginOpen } from '../../../api/auth-api.ts';
import { appConfig } from '../../../lib/config.ts';
import '../system-pages.css';

/**
 * The environment this app talks to (spec §3 environment flags): API base, single-domain and
 * tenant-open modes from the server, router mode and version. They are fixed at build and start-up
 * time, so the page shows them for support calls rather than pointing the app at another server.
 */
export function SwitchEnvironmentPage() {
  const { t } = useTranslation('systemPages');
  const open = useQuery({ queryKey: ['system', 'open'], queryFn: fetchLoginOpen });
  const yesNo = (on: boolean | undefined) => (on === undefined ? '—' : on ? t('environment.on') : t('environment.off'));
  const rows: [string, string, string][] = [
    ['apiBase', t('environment.apiBase'), appConfig.apiBase],
    ['singleDomain', t('environment.singleDomain'), yesNo(open.data?.singleDomain)],
    ['tenantOpen', t('environment.tenantOpen'), yesNo(open.data?.tenantOpen)],
    ['routerMode', t('environment.routerMode'), appConfig.routerMode],
    ['version', t('environment.version'), appConfig.version],
  ];
  return (
    <div className="system-page">
      <List className="system-list" header={t('environment.header')}>
        {rows.map(([key, label, value]) => (
          <List.Item key={key} extra={<span data-testid={`env-${key}`}>{value}</span>}>
            {label}
          </List.Item>
        ))}
      </List>
      <p className="system-hint">{t('environment.hint')}</p>
    </div>
  );
}
