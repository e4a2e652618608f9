import { formatDate, formatDuration } from '@campusflow/contracts';
import { Button, DatePicker, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productLocale } from '../../../i18n/i18n.ts';
import { type DateRange, pickInRange } from '../date-range.ts';
import '../system-pages.css';

type Which = 'start' | 'end';

/** Demo of the date-range selector: start and end in bottom pickers, end never before start. */
export function RangeSelectorDemoPage() {
  const { t, i18n } = useTranslation('systemPages');
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [open, setOpen] = useState<Which | null>(null);
  const format = (d: Date | null) => (d ? formatDate(d, 'yyyy-MM-dd HH:mm') : t('range.choose'));
  const length =
    range.start && range.end
      ? formatDuration(range.end.getTime() - range.start.getTime(), productLocale(i18n.language))
      : '';

  const pick = (which: Which, value: Date) => setRange((r) => pickInRange(r, which, value));

  return (
    <div className="system-page">
      <List className="system-list" header={t('range.header')}>
        <List.Item
          onClick={() => setOpen('start')}
          extra={<span data-testid="range-start">{format(range.start)}</span>}
        >
          {t('range.start')}
        </List.Item>
        <List.Item onClick={() => setOpen('end')} extra={<span data-testid="range-end">{format(range.end)}</span>}>
          {t('range.end')}
        </List.Item>
        <List.Item extra={<span data-testid="range-length">{length || '—'}</span>}>{t('range.length')}</List.Item>
      </List>
      <div className="system-actions padded">
        <Button block onClick={() => setRange({ start: null, end: null })}>
          {t('range.clear')}
        </Button>
      </div>
      {open && (
        <DatePicker
          visible
          precision="minute"
          title={t(`range.${open}`)}
          confirmText={t('common:dialog.ok')}
          cancelText={t('common:dialog.cancel')}
          {...(open === 'end' && range.start ? { min: range.start } : {})}
          value={range[open] ?? range.start ?? new Date()}
          onClose={() => setOpen(null)}
          onConfirm={(value) => pick(open, value)}
        />
      )}
    </div>
  );
}
