import type { FieldOption } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, DotLoading, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrgs, listPositions } from '../../user-picker/user-picker-api.ts';
import { queryEmployees } from '../api/forms-api.ts';
import { PickerTrigger, ReadOnlyText, useDisplayText } from './basic-widgets.tsx';
import type { WidgetProps } from './widget-props.ts';

/** A picked person, organisation or position as stored in the form: id plus the name shown. */
export type PickedItem = { id: string; name: string };

function toPicked(value: unknown): PickedItem[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.flatMap((v): PickedItem[] => {
    if (typeof v === 'string') return [{ id: v, name: v }];
    if (typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string') {
      const item = v as { id: string; name?: unknown };
      return [{ id: item.id, name: typeof item.name === 'string' ? item.name : item.id }];
    }
    return [];
  });
}

/**
 * Candidates for one search. People come from the user picker API (employee/query); organisations
 * and positions from platform/org's browse calls (org/picker/orgs, org/picker/positions). A field
 * with its own options offers those instead.
 */
function useCandidates(kind: 'user' | 'org' | 'position', keyword: string, options: FieldOption[], open: boolean) {
  const remote = options.length === 0;
  const match = (name: string) => !keyword || name.toLowerCase().includes(keyword.toLowerCase());
  const query = useQuery({
    queryKey: ['picker', kind, kind === 'user' ? keyword : ''],
    enabled: open && remote,
    staleTime: 60_000,
    queryFn: async (): Promise<PickedItem[]> => {
      if (kind === 'org') return (await listOrgs()).map((o) => ({ id: o.id, name: o.name }));
      if (kind === 'position') return (await listPositions()).map((o) => ({ id: o.id, name: o.name }));
      const found = await queryEmployees({
        parameters: keyword ? [{ key: 'Q^name^SL', value: keyword }] : [],
        requestPage: { pageNo: 1, limit: 30 },
        sorts: [{ field: 'name', order: 'ASC' }],
      });
      return found.dataResult.map((r) => ({ id: r.id, name: r.orgName ? `${r.name}（${r.orgName}）` : r.name }));
    },
  });
  if (!remote) {
    return {
      items: options.map((o) => ({ id: String(o.value), name: o.label })).filter((o) => match(o.name)),
      loading: false,
      failed: false,
    };
  }
  // People are searched on the server; orgs and positions (a school has tens) are filtered here.
  const items = (query.data ?? []).filter((o) => kind === 'user' || match(o.name));
  return { items, loading: query.isLoading, failed: query.isError };
}

export function SelectorWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = useDisplayText();
  const { field, value, id, readOnly, invalid, onChange } = props;
  const kind = field.field_options.selector_type ?? 'user';
  const multiple = field.field_options.multiple === true;
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<PickedItem[]>([]);
  const candidates = useCandidates(kind, keyword, field.field_options.options ?? [], open);
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;

  const current = toPicked(value);
  const confirm = (items: PickedItem[]) => {
    // The name shown is stripped of the org suffix we added for telling people apart.
    const clean = items.map((i) => ({ id: i.id, name: i.name.replace(/（.*）$/, '') }));
    onChange(clean.length === 0 ? undefined : multiple ? clean : clean[0]);
    setOpen(false);
  };
  const title = t(`selector.${kind}`);
  return (
    <>
      <PickerTrigger
        id={id}
        text={current.map((c) => c.name).join('、')}
        placeholder={field.field_options.placeholder ?? title}
        invalid={invalid}
        onClick={() => {
          setPicked(current);
          setKeyword('');
          setOpen(true);
        }}
        onClear={() => onChange(undefined)}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="cf-popup">
        <div className="cf-popup-header">
          <Button fill="none" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <strong>{title}</strong>
          <Button fill="none" color="primary" disabled={!multiple} onClick={() => confirm(picked)}>
            {multiple ? t('confirm') : ''}
          </Button>
        </div>
        <div className="cf-popup-search">
          <SearchBar placeholder={t('selector.search')} value={keyword} onChange={setKeyword} />
        </div>
        <div className="cf-popup-body">
          {candidates.loading && (
            <div className="cf-popup-state">
              <DotLoading color="primary" />
            </div>
          )}
          {candidates.failed && <div className="cf-popup-state">{t('selector.failed')}</div>}
          {!candidates.loading && !candidates.failed && candidates.items.length === 0 && (
            <div className="cf-popup-state">{t('selector.empty')}</div>
          )}
          <CheckList
            multiple={multiple}
            value={picked.map((p) => p.id)}
            onChange={(ids) => {
              const chosen = ids.map(String);
              const known = new Map([...picked, ...candidates.items].map((i) => [i.id, i]));
              const next = chosen.flatMap((c) => {
                const item = known.get(c);
                return item ? [item] : [];
              });
              if (multiple) setPicked(next);
              else confirm(next);
            }}
          >
            {candidates.items.map((item) => (
              <CheckList.Item key={item.id} value={item.id}>
                {item.name}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
