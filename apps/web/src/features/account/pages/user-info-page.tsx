import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentRole, isSuperUser, useSession } from '../../../session/session.ts';
import '../account.css';

/** Personal info: what the session knows about the user (read-only). */
export function UserInfoPage() {
  const { t } = useTranslation('account');
  const s = useSession();
  const info = s.userInfo;
  const tenant = info?.tenants?.find((x) => x.id === info.tenantId) ?? info?.mainTenant ?? null;
  const yes = (flag: unknown) =>
    flag === true || flag === 'Y' || flag === 'true' ? t('userInfo.yes') : t('userInfo.no');
  const rows: [string, string, string][] = [
    ['name', t('userInfo.name'), info?.employee?.name ?? ''],
    ['account', t('userInfo.account'), info?.user.account ?? s.account ?? ''],
    ['tenant', t('userInfo.tenant'), tenant?.name ?? ''],
    ['role', t('userInfo.role'), currentRole(s)?.name ?? ''],
    ['roles', t('userInfo.roles'), (info?.role ?? []).map((r) => r.name).join('、')],
    ['tenantAdmin', t('userInfo.tenantAdmin'), yes(info?.isTenantAdmin)],
    ['super', t('userInfo.super'), yes(isSuperUser(info ?? null))],
  ];
  return (
    <div className="account-page">
      <List className="account-list" data-testid="user-info">
        {rows.map(([key, label, value]) => (
          <List.Item key={key} extra={<span data-testid={`user-info-${key}`}>{value || '—'}</span>}>
            {label}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
