import { ActionSheet, Button, ErrorBlock, List, Popup, Skeleton, Tag } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderEditor } from './provider-editor.tsx';
import { type AdminProvider, type ExternalProviderKind, externalProviderKinds } from './provider-form-model.ts';
import { providersAdminApi } from './providers-api.ts';
import './providers-admin.css';

type Editing = { kind: ExternalProviderKind; provider?: AdminProvider } | null;

/**
 * /platform/loginMethods: the tenant administrator's identity providers (menu 系统管理 → 登录方式). A row
 * opens its editor, where the method is also enabled or disabled.
 */
export function ProvidersPage() {
  const { t } = useTranslation('externalLoginAdmin');
  const [rows, setRows] = useState<AdminProvider[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const load = useCallback(async () => {
    try {
      setRows(await providersAdminApi.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const done = () => {
    setEditing(null);
    void load();
  };

  return (
    <div className="xl-admin-page" data-testid="xl-admin">
      {failed && (
        <ErrorBlock status="default" title={t('common:list.error')} description="">
          <Button size="small" onClick={() => void load()}>
            {t('common:list.retry')}
          </Button>
        </ErrorBlock>
      )}
      {!failed && rows === null && <Skeleton.Paragraph lineCount={4} animated />}
      {rows?.length === 0 && <ErrorBlock status="empty" title={t('empty')} description="" />}
      {rows && rows.length > 0 && (
        <List mode="card">
          {rows.map((p) => (
            <List.Item
              key={p.id}
              data-testid="xl-admin-row"
              onClick={() => setEditing({ kind: p.kind, provider: p })}
              description={
                <>
                  <Tag color={p.enabled ? 'success' : 'default'} fill="outline">
                    {t(p.enabled ? 'enabledTag' : 'disabledTag')}
                  </Tag>{' '}
                  {t(`kinds.${p.kind}`)}
                </>
              }
            >
              {p.name}
            </List.Item>
          ))}
        </List>
      )}
      <div className="xl-admin-bottom">
        <Button block color="primary" onClick={() => setChoosing(true)} data-testid="xl-admin-add">
          {t('add')}
        </Button>
      </div>
      <ActionSheet
        visible={choosing}
        extra={t('chooseKind')}
        actions={externalProviderKinds.map((kind) => ({ key: kind, text: t(`kinds.${kind}`) }))}
        onAction={(a) => {
          setChoosing(false);
          setEditing({ kind: a.key as ExternalProviderKind });
        }}
        onClose={() => setChoosing(false)}
      />
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        bodyStyle={{ maxHeight: '90vh', overflowY: 'auto' }}
        destroyOnClose
      >
        {editing && (
          <ProviderEditor
            key={editing.provider?.id ?? editing.kind}
            kind={editing.kind}
            provider={editing.provider}
            onDone={done}
          />
        )}
      </Popup>
    </div>
  );
}
