import { List, Popup, Toast } from 'antd-mobile';
import { CheckOutline, LoopOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentRole, useSession } from '../../../session/session.ts';
import { chooseRole } from '../../../session/session-actions.ts';
import type { RoleInfo } from '../../../session/session-types.ts';

/**
 * Name and current role; users with several roles switch in place (the same role switch as at login:
 * the server renews the tokens, and every workbench query is keyed by role, so the page follows).
 */
export function GreetingCard({ name }: { name: string }) {
  const { t } = useTranslation('dashboard');
  const s = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const role = currentRole(s);
  const roles: RoleInfo[] = s.role?.roleArr?.length ? s.role.roleArr : (s.userInfo?.role ?? []);

  const pick = async (next: RoleInfo) => {
    if (busy) return;
    if (next.id === role?.id) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await chooseRole(next, roles);
      setOpen(false);
      Toast.show({ icon: 'success', content: t('roleSwitched', { role: next.name }), duration: 2000 });
    } catch {
      // The API client has shown the error; the session keeps the old role.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="greeting-card" data-testid="greeting-card">
      <div className="greeting-name">{t('greeting', { name })}</div>
      <div className="greeting-role-row">
        <span className="greeting-role" data-testid="current-role">
          {t('currentRole', { role: role?.name ?? '' })}
        </span>
        {roles.length > 1 && (
          <button type="button" className="greeting-switch" onClick={() => setOpen(true)} data-testid="switch-role">
            <LoopOutline aria-hidden="true" /> {t('switchRole')}
          </button>
        )}
      </div>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div className="role-picker" data-testid="dashboard-role-picker">
          <h2 className="role-picker-title">{t('chooseRole')}</h2>
          <List>
            {roles.map((r) => (
              <List.Item
                key={r.id}
                onClick={() => void pick(r)}
                extra={r.id === role?.id ? <CheckOutline color="var(--adm-color-primary)" /> : null}
                disabled={busy}
                arrowIcon={false}
              >
                {r.name}
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </section>
  );
}
