import { stateCodes } from '@campusflow/contracts';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, ErrorBlock, SearchBar, Skeleton, Toast } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { confirmRemove } from '../../../components/dialogs.tsx';
import { getForm, saveBlob } from '../../../components/form-engine/index.ts';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import {
  type DataRow,
  exportData,
  getBuildData,
  queryDataTable,
  removeFormData,
  startFlow,
} from '../api/data-templates-api.ts';
import { getDictionaryLabels } from '../api/dictionary-labels.ts';
import { FilterPopup } from '../components/filter-popup.tsx';
import { RowCard } from '../components/row-card.tsx';
import { type Editing, RowDetail, RowEditor, type TemplateForm } from '../components/row-sheets.tsx';
import { type CellContext, filtersFrom, formFromBuild, optionsOf, splitSearchFields } from '../list-model.ts';
import '../../../components/form-engine/forms.css';
import { useDebounced } from '../../../lib/use-debounced.ts';
import '../data-templates.css';

/** `/d/list/{id}`: a configurable list over a dataset (api-conventions §6), drawn from its build data. */
export function DataListPage() {
  const { id: ref = '' } = useParams();
  const { t } = useTranslation('dataTemplates');
  const build = useQuery({ queryKey: ['dt-build', ref], queryFn: () => getBuildData(ref), retry: false });

  if (build.isPending) {
    return (
      <div className="cf-skeleton" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (build.isError) {
    const e = build.error;
    const notFound =
      e instanceof ApiError &&
      (e.state === stateCodes.DATA_TEMPLATE_NOT_FOUND.code ||
        e.state === stateCodes.DATA_TEMPLATE_ACTION_DENIED.code ||
        e.httpStatus === 403);
    return (
      <ErrorBlock
        status={notFound ? 'empty' : 'default'}
        title={notFound ? t('notFound') : t('loadFailed')}
        description={notFound ? '' : e.message}
      >
        {!notFound && (
          <Button color="primary" onClick={() => void build.refetch()}>
            {t('retry')}
          </Button>
        )}
      </ErrorBlock>
    );
  }
  return <DataList templateRef={ref} build={build.data} />;
}

type Build = Awaited<ReturnType<typeof getBuildData>>;

function DataList({ templateRef, build }: { templateRef: string; build: Build }) {
  const { t } = useTranslation('dataTemplates');
  const can = (alias: string) => build.buttons.some((b) => b.alias === alias);
  const flowButtons = build.buttons.filter((b) => b.alias === 'startFlow');

  // The template's form: its own (with the start node's rights and defaults) or one made from the columns.
  const formQuery = useQuery({
    queryKey: ['form', build.formKey],
    queryFn: () => getForm(build.formKey ?? ''),
    enabled: build.formKey !== null,
    staleTime: 60_000,
  });
  const form: TemplateForm | null = useMemo(() => {
    if (build.formKey === null) return { definition: formFromBuild(build), rights: {}, defaults: {} };
    const view = formQuery.data;
    return view ? { definition: view.definition, rights: view.rights, defaults: view.values } : null;
  }, [build, formQuery.data]);

  const dictionaryKeys = [
    ...new Set([...build.columns, ...build.searchFields].flatMap((c) => (c.dictionaryKey ? [c.dictionaryKey] : []))),
  ];
  const dictionaryQueries = useQueries({
    queries: dictionaryKeys.map((key) => ({
      queryKey: ['dictionary-labels', key],
      queryFn: () => getDictionaryLabels(key),
      staleTime: 5 * 60_000,
    })),
  });
  // Cheap to rebuild, so not memoised: the dictionaries arrive one by one.
  const ctx: CellContext = {
    options: optionsOf(form?.definition),
    dictionaries: new Map(
      dictionaryKeys.flatMap((key, i) => {
        const labels = dictionaryQueries[i]?.data;
        return labels ? [[key, labels] as const] : [];
      }),
    ),
    yes: t('yes'),
    no: t('no'),
  };

  const { keyword, others } = splitSearchFields(build.searchFields);
  const [keywordText, setKeywordText] = useState('');
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [generation, setGeneration] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const keywordSettled = useDebounced(keywordText, 300);
  const searchValues = useMemo(
    () => (keyword ? { ...applied, [keyword.key]: keywordSettled } : applied),
    [applied, keyword, keywordSettled],
  );
  const filters = useMemo(() => filtersFrom(build.searchFields, searchValues), [build.searchFields, searchValues]);
  const activeOthers = filtersFrom(others, applied).length;
  const resetKey = `${JSON.stringify(filters)}|${generation}`;

  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => toPage<DataRow>(await queryDataTable(templateRef, filters, pageNo, limit)),
    [templateRef, filters],
  );
  const queryClient = useQueryClient();
  const reload = () => {
    setSelected(new Set());
    setGeneration((g) => g + 1);
  };

  const selectable = can('remove') || can('export') || flowButtons.length > 0;
  const selectedIds = [...selected];

  const remove = async (ids: string[]) => {
    if (!(await confirmRemove())) return;
    try {
      await removeFormData(templateRef, ids);
    } catch {
      return; // the API client has shown why
    }
    setViewing(null);
    queryClient.removeQueries({ queryKey: ['dt-row', templateRef] });
    Toast.show({ icon: 'success', content: t('removed'), duration: 2000 });
    reload();
  };

  const doExport = () => {
    const run = async (format: 'csv' | 'xlsx') => {
      try {
        const { blob, fileName } = await exportData(templateRef, format, filters, selectedIds);
        saveBlob(blob, fileName ?? `${build.name}.${format}`);
        Toast.show({ icon: 'success', content: t('exported'), duration: 2000 });
      } catch (error) {
        Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
      }
    };
    ActionSheet.show({
      extra: (
        <div>
          <strong>{t('exportTitle')}</strong>
          <div className="cf-hint">
            {selectedIds.length > 0 ? t('exportSelected', { count: selectedIds.length }) : t('exportAll')}
          </div>
        </div>
      ),
      cancelText: t('cancel'),
      closeOnAction: true,
      actions: [
        { key: 'csv', text: t('exportCsv'), onClick: () => void run('csv') },
        { key: 'xlsx', text: t('exportXlsx'), onClick: () => void run('xlsx') },
      ],
    });
  };

  const start = async (flowKey: string | null) => {
    if (selectedIds.length === 0) {
      Toast.show({ content: t('chooseRows'), duration: 2000 });
      return;
    }
    try {
      const started = await startFlow(templateRef, selectedIds, flowKey);
      Toast.show({ icon: 'success', content: t('startedFlows', { count: started.length }), duration: 2000 });
      reload();
    } catch {
      // the API client has shown why
    }
  };

  const showBar = can('add') || can('export') || flowButtons.length > 0 || (can('remove') && selectedIds.length > 0);
  return (
    <div className={`dt-page${showBar ? ' dt-page-with-bar' : ''}`} data-testid="dt-page">
      <h1 className="dt-title">{build.name}</h1>
      {(keyword || others.length > 0) && (
        <div className="dt-toolbar">
          {keyword ? (
            <SearchBar
              className="dt-search"
              placeholder={t('search', { label: keyword.label })}
              aria-label={t('search', { label: keyword.label })}
              value={keywordText}
              onChange={setKeywordText}
              onSearch={setKeywordText}
              onClear={() => setKeywordText('')}
            />
          ) : (
            <span className="dt-search" />
          )}
          {others.length > 0 && (
            <Button
              size="small"
              fill="none"
              className={`dt-filter-button${activeOthers > 0 ? ' dt-filter-active' : ''}`}
              onClick={() => setFilterOpen(true)}
            >
              <FilterOutline /> {activeOthers > 0 ? t('filterCount', { count: activeOthers }) : t('filter')}
            </Button>
          )}
        </div>
      )}
      {selectedIds.length > 0 && (
        <div className="dt-selection" role="status">
          <span>{t('selected', { count: selectedIds.length })}</span>
          <button type="button" className="cf-link-button" onClick={() => setSelected(new Set())}>
            {t('clearSelection')}
          </button>
        </div>
      )}
      <PagedList<DataRow>
        fetchPage={fetchPage}
        resetKey={resetKey}
        rowKey={(row) => row.id}
        renderItem={(row) => (
          <RowCard
            row={row}
            columns={build.columns}
            ctx={ctx}
            selectable={selectable}
            selected={selected.has(row.id)}
            onSelect={(on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(row.id);
                else next.delete(row.id);
                return next;
              })
            }
            onOpen={() => setViewing(row.id)}
          />
        )}
      />
      {showBar && (
        <div className="cf-bottom-bar dt-bar">
          {can('remove') && selectedIds.length > 0 && (
            <Button color="danger" fill="outline" onClick={() => void remove(selectedIds)}>
              {t('removeAction')}
            </Button>
          )}
          {can('export') && <Button onClick={doExport}>{build.buttons.find((b) => b.alias === 'export')?.name}</Button>}
          {flowButtons.map((b) => (
            <Button key={b.flowKey ?? 'flow'} onClick={() => void start(b.flowKey)}>
              {b.name}
            </Button>
          ))}
          {can('add') && (
            <Button color="primary" onClick={() => setEditing({ id: null, values: form?.defaults ?? {} })}>
              {build.buttons.find((b) => b.alias === 'add')?.name}
            </Button>
          )}
        </div>
      )}
      <FilterPopup
        open={filterOpen}
        fields={others}
        values={applied}
        ctx={ctx}
        onClose={() => setFilterOpen(false)}
        onApply={setApplied}
      />
      <RowDetail
        templateRef={templateRef}
        rowId={viewing}
        form={form}
        canEdit={can('edit')}
        canRemove={can('remove')}
        onClose={() => setViewing(null)}
        onEdit={(id, values) => {
          setViewing(null);
          setEditing({ id, values });
        }}
        onRemove={(id) => void remove([id])}
      />
      <RowEditor
        templateRef={templateRef}
        editing={editing}
        form={form}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          // A row opened before shows its new values next time.
          void queryClient.invalidateQueries({ queryKey: ['dt-row', templateRef] });
          reload();
        }}
      />
    </div>
  );
}
