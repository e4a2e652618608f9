import { List, Toast } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session, useSession } from '../../../session/session.ts';
import { chooseRole, loadUserInfo, logout, roleChoice } from '../../../session/session-actions.ts';
import { switchTenant } from '../api/system-api.ts';
import '../system-pages.css';

/** Switch organization: the user's tenants; choosing one makes it current and reloads user and menu. */
export function SwitchTenantPage() {
  const { t } = useTranslation('systemPages');
  const navigate = useNavigate();
  const s = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const tenants = s.userInfo?.tenants ?? [];
  const current = s.userInfo?.tenantId ?? s.userInfo?.mainTenant?.id;

  const choose = async (tenantId: string) => {
    if (tenantId === current || busy) return;
    setBusy(tenantId);
    try {
      const token = await switchTenant(tenantId);
      // The old session has ended; its role belonged to the old organization.
      session.setToken(token, token.uaccount ?? s.account ?? undefined);
      session.setRole(null);
      session.setUserInfo(null);
      const info = (await loadUserInfo()) ? session.get().userInfo : null;
      const choice = info ? roleChoice(info) : { type: 'none' as const };
      if (choice.type === 'none') {
        await logout();
        navigate('/login', { replace: true });
        return;
      }
      // One role is taken as it is; with several the first is taken and the workbench offers the switch.
      const role = choice.type === 'one' ? choice.role : choice.roles[0];
      if (role) await chooseRole(role, choice.type === 'one' ? [role] : choice.roles);
      Toast.show({ icon: 'success', content: t('switchTenant.done') });
      navigate('/', { replace: true });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="system-page">
      {tenants.length === 0 ? (
        <p className="system-hint">{t('switchTenant.none')}</p>
      ) : (
        <List className="system-list" header={t('switchTenant.header')}>
          {tenants.map((tenant) => (
            <List.Item
              key={tenant.id}
              onClick={() => void choose(tenant.id)}
              arrowIcon={false}
              description={tenant.code}
              extra={tenant.id === current ? <CheckOutline color="var(--adm-color-primary)" /> : null}
              disabled={busy !== null && busy !== tenant.id}
              data-testid={`tenant-${tenant.code ?? tenant.id}`}
            >
              {tenant.name ?? tenant.code ?? tenant.id}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
