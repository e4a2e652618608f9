import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DataRow } from '../api/data-templates-api.ts';
import { type CellContext, type Column, cellText } from '../list-model.ts';

const systemFields = new Set(['createTime', 'updateTime']);

/**
 * One row as a card (ux.md: lists are cards, not tables): the first column as the title, the next
 * ones as "label value" lines, the creation time as the meta line; a tick box when rows can be acted on.
 */
export function RowCard({
  row,
  columns,
  ctx,
  selectable,
  selected,
  onSelect,
  onOpen,
}: {
  row: DataRow;
  columns: readonly Column[];
  ctx: CellContext;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('dataTemplates');
  const content = columns.filter((c) => !systemFields.has(c.field));
  const [first, ...rest] = content;
  const title = first ? cellText(first, row[first.field], ctx) : '';
  const meta = columns.filter((c) => systemFields.has(c.field));
  return (
    <div className={`dt-card${selected ? ' dt-card-selected' : ''}`} data-testid="dt-row" data-row-id={row.id}>
      {selectable && (
        <div className="dt-card-check">
          <Checkbox
            checked={selected}
            onChange={onSelect}
            aria-label={t('select', { title: title || t('untitled') })}
          />
        </div>
      )}
      <button type="button" className="dt-card-main" onClick={onOpen} aria-label={`${t('view')} ${title}`}>
        <span className="dt-card-title">{title || t('untitled')}</span>
        {rest.length > 0 && (
          <span className="dt-card-lines">
            {rest.map((c) => {
              const text = cellText(c, row[c.field], ctx);
              return (
                <span key={c.field} className="dt-card-line">
                  <span className="dt-card-label">{c.label}</span>
                  <span className="dt-card-value">{text || '—'}</span>
                </span>
              );
            })}
          </span>
        )}
        {meta.length > 0 && (
          <span className="dt-card-meta">
            {meta.map((c) => (
              <span key={c.field}>
                {c.label} {cellText(c, row[c.field], ctx)}
              </span>
            ))}
          </span>
        )}
      </button>
    </div>
  );
}
