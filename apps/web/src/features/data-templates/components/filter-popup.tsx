import { Button, DatePicker, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/form-engine/index.ts';
import type { CellContext, SearchField } from '../list-model.ts';

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('dataTemplates');
  return (
    <>
      <button
        type="button"
        id={id}
        className={`cf-trigger dt-filter-date${value ? '' : ' cf-trigger-empty'}`}
        onClick={() => setOpen(true)}
      >
        <span>{value || label}</span>
        <span aria-hidden="true" className="cf-trigger-arrow">
          ›
        </span>
      </button>
      <DatePicker
        visible={open}
        title={label}
        min={new Date(2000, 0, 1)}
        max={new Date(new Date().getFullYear() + 10, 11, 31)}
        confirmText={t('apply')}
        cancelText={t('cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange(formatDate(d, 'day'))}
      />
    </>
  );
}

/** The search fields that do not fit the search bar: choices, dates and numbers, applied together. */
export function FilterPopup({
  open,
  fields,
  values,
  ctx,
  onClose,
  onApply,
}: {
  open: boolean;
  fields: readonly SearchField[];
  values: Record<string, string>;
  ctx: CellContext;
  onClose: () => void;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('dataTemplates');
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const set = (key: string, v: string) => setDraft((d) => ({ ...d, [key]: v }));

  const choicesOf = (f: SearchField): { label: string; value: string }[] | null => {
    if (f.type === 'boolean') {
      return [
        { label: ctx.yes, value: 'true' },
        { label: ctx.no, value: 'false' },
      ];
    }
    if (f.op !== 'S' && f.op !== 'SN') return null;
    if (f.dictionaryKey) {
      const labels = ctx.dictionaries.get(f.dictionaryKey);
      return labels ? [...labels].map(([value, label]) => ({ value, label })) : null;
    }
    const options = ctx.options.get(f.field);
    return options ? options.map((o) => ({ value: String(o.value), label: o.label })) : null;
  };

  const labelOf = (f: SearchField) =>
    f.op === 'DG' || f.op === 'NG'
      ? t('from', { label: f.label })
      : f.op === 'DL' || f.op === 'NL'
        ? t('to', { label: f.label })
        : f.label;

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      afterShow={() => setDraft(values)}
      bodyClassName="cf-popup"
      aria-label={t('filterTitle')}
    >
      <div className="cf-popup-header">
        <Button fill="none" onClick={onClose}>
          {t('cancel')}
        </Button>
        <strong>{t('filterTitle')}</strong>
        <Button fill="none" onClick={() => setDraft({})}>
          {t('reset')}
        </Button>
      </div>
      <div className="cf-popup-body dt-filters">
        {fields.map((f) => {
          const choices = choicesOf(f);
          const value = draft[f.key] ?? '';
          const label = labelOf(f);
          const id = `dt-filter-${f.key.replace(/\W/g, '-')}`;
          return (
            <div key={f.key} className="dt-filter">
              {choices ? (
                <fieldset className="cf-choice-group">
                  <legend className="dt-filter-label">{label}</legend>
                  <Selector
                    columns={3}
                    options={[{ label: t('any'), value: '' }, ...choices]}
                    value={[value]}
                    onChange={(v) => set(f.key, v[0] ?? '')}
                  />
                </fieldset>
              ) : (
                <>
                  <label className="dt-filter-label" htmlFor={id}>
                    {label}
                  </label>
                  {f.type === 'date' || f.type === 'datetime' ? (
                    <DateFilter id={id} label={label} value={value} onChange={(v) => set(f.key, v)} />
                  ) : (
                    <Input
                      id={id}
                      value={value}
                      inputMode={f.type === 'number' || f.type === 'integer' ? 'decimal' : 'text'}
                      placeholder={label}
                      clearable
                      onChange={(v) => set(f.key, v)}
                    />
                  )}
                </>
              )}
            </div>
          );
        })}
      </div>
      <div className="cf-signature-actions">
        <Button
          block
          color="primary"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t('apply')}
        </Button>
      </div>
    </Popup>
  );
}
