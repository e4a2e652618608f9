import { Button, Dialog, List } from 'antd-mobile';
import {
  EditSOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  QuestionCircleOutline,
  SetOutline,
  TeamOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentRole, useSession } from '../../../session/session.ts';
import { logout } from '../../../session/session-actions.ts';
import '../account.css';

type Entry = { to: string; icon: ReactNode; label: string; testId: string };

/** The "my" tab: who I am, my account pages and log out. */
export function MyPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const s = useSession();
  const name = s.userInfo?.employee?.name || s.account || '';
  const tenants = s.userInfo?.tenants ?? [];
  const tenantName = tenants.find((x) => x.id === s.userInfo?.tenantId)?.name ?? s.userInfo?.mainTenant?.name ?? '';
  const entries: Entry[] = [
    { to: '/my/userInfo', icon: <UserOutline />, label: t('my.userInfo'), testId: 'my-user-info' },
    { to: '/my/changePassword', icon: <LockOutline />, label: t('my.changePassword'), testId: 'my-change-password' },
    { to: '/my/Security', icon: <EditSOutline />, label: t('my.security'), testId: 'my-security' },
    { to: '/my/language', icon: <GlobalOutline />, label: t('my.language'), testId: 'my-language' },
    ...(tenants.length > 1
      ? [{ to: '/switch-tenant', icon: <TeamOutline />, label: t('my.switchTenant'), testId: 'my-switch-tenant' }]
      : []),
    { to: '/my/help', icon: <QuestionCircleOutline />, label: t('my.help'), testId: 'my-help' },
    { to: '/my/aboutUs', icon: <InformationCircleOutline />, label: t('my.aboutUs'), testId: 'my-about-us' },
    { to: '/my/about', icon: <SetOutline />, label: t('my.about'), testId: 'my-about' },
  ];

  const onLogout = async () => {
    const sure = await Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common:dialog.cancel'),
    });
    if (!sure) return;
    await logout({ atProvider: true });
    navigate('/login', { replace: true });
  };

  return (
    <div className="account-page">
      <section className="my-header" data-testid="my-header">
        <div className="my-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </div>
        <div className="my-who">
          <h1 className="my-name" data-testid="my-name">
            {name}
          </h1>
          <div className="my-meta">{[currentRole(s)?.name, tenantName].filter(Boolean).join(' · ')}</div>
        </div>
      </section>
      <List className="account-list">
        {entries.map((e) => (
          <List.Item key={e.to} prefix={e.icon} onClick={() => navigate(e.to)} data-testid={e.testId} arrowIcon>
            {e.label}
          </List.Item>
        ))}
      </List>
      <div className="account-actions">
        <Button block color="danger" fill="outline" size="large" onClick={onLogout} data-testid="logout">
          {t('my.logout')}
        </Button>
      </div>
    </div>
  );
}
