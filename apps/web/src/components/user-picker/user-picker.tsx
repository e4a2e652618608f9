import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, DotLoading, List, Popup, SearchBar, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, type Picked, toggle, trailTo } from './org-tree.ts';
import { listOrgs, listPositions, type PeopleScope, queryPeople } from './user-picker-api.ts';
import './user-picker.css';

export type { Picked } from './org-tree.ts';

export type UserPickerProps = {
  visible: boolean;
  /** Defaults to "Choose people". */
  title?: string;
  /** Several people (default) or exactly one. */
  multiple?: boolean;
  /** Who is chosen when it opens. */
  value?: readonly Picked[];
  onClose: () => void;
  onConfirm: (people: Picked[]) => void;
};

type Tab = 'search' | 'org' | 'position';

/** The people of one scope (a search, an org's subtree, a position's holders) as a check list. */
function PeopleList(p: { scope: PeopleScope | null; selection: Picked[]; onToggle: (person: Picked) => void }) {
  const { t } = useTranslation('userPicker');
  const people = useQuery({
    queryKey: ['user-picker', 'people', p.scope],
    enabled: p.scope !== null,
    staleTime: 30_000,
    queryFn: () => queryPeople(p.scope as PeopleScope),
  });
  if (!p.scope) return null;
  if (people.isLoading)
    return (
      <div className="up-state">
        <DotLoading color="primary" />
      </div>
    );
  if (people.isError) return <div className="up-state">{t('failed')}</div>;
  const rows = people.data?.dataResult ?? [];
  if (rows.length === 0) return <div className="up-state">{t('empty')}</div>;
  return (
    <CheckList
      multiple
      value={p.selection.map((s) => s.id)}
      onChange={(ids) => {
        // One tap changes one row of this list; the selection may hold people of other lists too.
        const now = new Set(ids.map(String));
        const changed = rows.find((r) => now.has(r.id) !== p.selection.some((s) => s.id === r.id));
        if (changed) p.onToggle({ id: changed.id, name: changed.name });
      }}
    >
      {rows.map((row) => (
        <CheckList.Item
          key={row.id}
          value={row.id}
          description={row.orgName ?? undefined}
          data-testid={`user-picker-person-${row.name}`}
        >
          {row.name}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}

/**
 * Chooses people of the caller's school: search by name, or browse the org tree or the positions and
 * pick among their members. Any feature may use it; the server scopes every list to the tenant.
 */
export function UserPicker(p: UserPickerProps) {
  const { t } = useTranslation('userPicker');
  const multiple = p.multiple !== false;
  const [tab, setTab] = useState<Tab>('search');
  const [keyword, setKeyword] = useState('');
  const [orgId, setOrgId] = useState<string | null>(null);
  const [positionId, setPositionId] = useState<string | null>(null);
  const [selection, setSelection] = useState<Picked[]>([...(p.value ?? [])]);
  const orgs = useQuery({ queryKey: ['user-picker', 'orgs'], enabled: p.visible && tab === 'org', queryFn: listOrgs });
  const positions = useQuery({
    queryKey: ['user-picker', 'positions'],
    enabled: p.visible && tab === 'position',
    queryFn: listPositions,
  });
  const onToggle = (person: Picked) => setSelection((s) => toggle(s, person, multiple));
  const confirm = () => {
    if (selection.length === 0 || (!multiple && selection.length !== 1)) {
      Toast.show({ content: multiple ? t('pickSome') : t('pickOne') });
      return;
    }
    p.onConfirm(selection);
  };

  const allOrgs = orgs.data ?? [];
  const level = childrenOf(allOrgs, orgId);
  const scope: PeopleScope | null =
    tab === 'search'
      ? { kind: 'search', keyword }
      : tab === 'org'
        ? orgId
          ? { kind: 'org', orgId }
          : null
        : positionId
          ? { kind: 'position', positionId }
          : null;

  return (
    <Popup
      visible={p.visible}
      onMaskClick={p.onClose}
      onClose={p.onClose}
      afterShow={() => setSelection([...(p.value ?? [])])}
      bodyClassName="up-popup"
      destroyOnClose
    >
      <div className="up-head">
        <h2>{p.title ?? t('title')}</h2>
        <span className="muted" data-testid="user-picker-count">
          {t('selected', { count: selection.length })}
        </span>
      </div>
      {selection.length > 0 && (
        <div className="up-chosen">
          {selection.map((s) => (
            <Tag key={s.id} color="primary" fill="outline" round>
              <button
                type="button"
                className="up-chip"
                aria-label={t('remove', { name: s.name })}
                onClick={() => onToggle(s)}
              >
                {s.name} ×
              </button>
            </Tag>
          ))}
        </div>
      )}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab title={t('tabs.search')} key="search" />
        <Tabs.Tab title={t('tabs.org')} key="org" />
        <Tabs.Tab title={t('tabs.position')} key="position" />
      </Tabs>
      <div className="up-scroll" data-testid="user-picker-list">
        {tab === 'search' && (
          <SearchBar
            placeholder={t('search')}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
            aria-label={t('search')}
          />
        )}
        {tab === 'org' && (
          <>
            <nav className="up-trail" aria-label={t('tabs.org')}>
              <button type="button" onClick={() => setOrgId(null)}>
                {t('top')}
              </button>
              {trailTo(allOrgs, orgId).map((o) => (
                <button type="button" key={o.id} onClick={() => setOrgId(o.id)}>
                  › {o.name}
                </button>
              ))}
            </nav>
            {orgs.isLoading ? (
              <div className="up-state">
                <DotLoading color="primary" />
              </div>
            ) : (
              level.length > 0 && (
                <List>
                  {level.map((o) => (
                    <List.Item
                      key={o.id}
                      arrowIcon
                      extra={t('members', { count: o.memberCount })}
                      onClick={() => setOrgId(o.id)}
                      data-testid={`user-picker-org-${o.name}`}
                    >
                      {o.name}
                    </List.Item>
                  ))}
                </List>
              )
            )}
          </>
        )}
        {tab === 'position' && !positionId && (
          <List>
            {(positions.data ?? []).map((pos) => (
              <List.Item
                key={pos.id}
                arrowIcon
                extra={t('members', { count: pos.memberCount })}
                onClick={() => setPositionId(pos.id)}
              >
                {pos.name}
              </List.Item>
            ))}
          </List>
        )}
        {tab === 'position' && positionId && (
          <nav className="up-trail">
            <button type="button" onClick={() => setPositionId(null)}>
              {t('top')}
            </button>
            <span>› {positions.data?.find((x) => x.id === positionId)?.name}</span>
          </nav>
        )}
        <PeopleList scope={scope} selection={selection} onToggle={onToggle} />
      </div>
      <div className="up-actions">
        <Button block onClick={p.onClose}>
          {t('cancel')}
        </Button>
        <Button block color="primary" onClick={confirm} data-testid="user-picker-confirm">
          {t('confirm')}
        </Button>
      </div>
    </Popup>
  );
}
