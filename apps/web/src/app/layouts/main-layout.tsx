import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, UserContactOutline, UserOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { badgeText, useInbox } from '../../features/messages/index.ts';
import { isStudent, useSession } from '../../session/session.ts';
import { RootFallback } from './root-layout.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** Main layout: the page above the bottom tab bar (home, messages, my; students also the portrait). */
export function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const s = useSession();
  // The messages tab shows the unread count, kept live by the messages feature's stream.
  const inbox = useInbox();
  const tabs = [
    { key: '/dashboard', title: t('tabs.home'), icon: <AppOutline /> },
    { key: '/dashboardMessage', title: t('tabs.message'), icon: <MessageOutline />, badge: badgeText(inbox.unread) },
    ...(isStudent(s) ? [{ key: '/dashboardXshx', title: t('tabs.portrait'), icon: <UserContactOutline /> }] : []),
    { key: '/my/index', title: t('tabs.my'), icon: <UserOutline /> },
  ];
  const active = tabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key ?? '';
  return (
    <div className="main-layout">
      <main className="main-layout-body">
        <Suspense fallback={<RootFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {!meta?.hideTabs && (
        <nav className="main-layout-tabs" aria-label={t('appName')}>
          <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
            {tabs.map((tab) => (
              <TabBar.Item
                key={tab.key}
                icon={tab.icon}
                title={tab.title}
                badge={'badge' in tab ? tab.badge : undefined}
                data-testid={`tab-${tab.key.slice(1)}`}
              />
            ))}
          </TabBar>
        </nav>
      )}
      {meta?.hideTabs && <SafeArea position="bottom" />}
    </div>
  );
}
