import { List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RoleInfo } from '../../../session/session-types.ts';

/** The bottom popup "choose login role" shown when an account has several roles. */
export function RolePicker({ roles, onPick }: { roles: RoleInfo[] | null; onPick: (role: RoleInfo) => void }) {
  const { t } = useTranslation('login');
  return (
    <Popup visible={!!roles} position="bottom" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="role-picker" data-testid="role-picker">
        <h2 className="role-picker-title">{t('chooseRole')}</h2>
        <List>
          {(roles ?? []).map((role) => (
            <List.Item key={role.id} onClick={() => onPick(role)} arrowIcon data-testid={`role-${role.id}`}>
              {role.name}
            </List.Item>
          ))}
        </List>
      </div>
    </Popup>
  );
}
