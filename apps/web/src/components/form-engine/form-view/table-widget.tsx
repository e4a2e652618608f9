import type { FormField } from '@campusflow/contracts';
import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Row = Record<string, unknown>;

export function toRows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.map((r) => (typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Row) : {}))
    : [];
}

/** A new row: each column's default value, nothing else (unknown keys are refused by the validator). */
export function newRow(columns: readonly FormField[]): Row {
  const row: Row = {};
  for (const c of columns) if (c.field_options.default_value !== undefined) row[c.name] = c.field_options.default_value;
  return row;
}

/**
 * A sub-table as a stack of cards (tables do not fit a phone): one card per row with its columns as
 * fields, add and remove buttons when the field may be edited (the `s`/`e`/`b` rights).
 */
export function TableWidget({
  field,
  value,
  id,
  readOnly,
  onChange,
  renderCell,
}: {
  field: FormField;
  value: unknown;
  id: string;
  readOnly: boolean;
  onChange: (value: unknown) => void;
  renderCell: (column: FormField, row: Row, rowIndex: number, setCell: (v: unknown) => void) => ReactNode;
}) {
  const { t } = useTranslation('forms');
  const rows = toRows(value);
  const columns = field.field_options.columns ?? [];
  const max = field.field_options.max;
  const setRows = (next: Row[]) => onChange(next.length === 0 ? undefined : next);

  const remove = async (index: number) => {
    const ok = await Dialog.confirm({
      content: t('table.removeConfirm'),
      confirmText: <span style={{ color: 'var(--adm-color-danger)' }}>{t('table.remove')}</span>,
      cancelText: t('cancel'),
    });
    if (ok) setRows(rows.filter((_, i) => i !== index));
  };

  return (
    <div id={id} className="cf-table" data-testid={`table-${field.name}`}>
      {rows.length === 0 && <div className="cf-readonly cf-readonly-empty">{t('table.empty')}</div>}
      {rows.map((row, index) => (
        // Rows have no identity of their own; the index is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <section key={index} className="cf-table-row" aria-label={t('table.row', { n: index + 1 })}>
          <header className="cf-table-row-header">
            <span>{t('table.row', { n: index + 1 })}</span>
            {!readOnly && (
              <button type="button" className="cf-link-button cf-danger" onClick={() => void remove(index)}>
                {t('table.remove')}
              </button>
            )}
          </header>
          {columns.map((column) =>
            renderCell(column, row, index, (v) => {
              const next = rows.map((r, i) => {
                if (i !== index) return r;
                const copy = { ...r };
                if (v === undefined) delete copy[column.name];
                else copy[column.name] = v;
                return copy;
              });
              setRows(next);
            }),
          )}
        </section>
      ))}
      {!readOnly && (max === undefined || rows.length < max) && (
        <Button block size="small" fill="outline" color="primary" onClick={() => setRows([...rows, newRow(columns)])}>
          + {t('table.add')}
        </Button>
      )}
    </div>
  );
}
