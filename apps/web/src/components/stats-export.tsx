import { Button } from 'antd-mobile';
import { useState } from 'react';
import { showToast } from '../lib/toast.ts';
import { saveBlob } from './form-engine/index.ts';

export type StatsExportFormat = 'csv' | 'xlsx';

/**
 * The CSV and XLSX buttons of a statistics page: `download` fetches the file of the current filters
 * (the page's stats endpoint with `format`), the file is saved under the server's name. No strings of
 * its own: the caller passes the translated labels (glossary: 导出 / 匯出 / Export / エクスポート).
 * Every statistics export uses it: dorm repairs, leave's statistics pages, the daily health check-in.
 */
export function StatsExportButtons(props: {
  download: (format: StatsExportFormat) => Promise<{ blob: Blob; fileName?: string | null }>;
  labels: Record<StatsExportFormat, string>;
  /** The file name when the server sends none, without the extension. */
  fallbackName: string;
  testIdPrefix?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState<StatsExportFormat | null>(null);
  const run = async (format: StatsExportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await props.download(format);
      saveBlob(blob, fileName ?? `${props.fallbackName}.${format}`);
    } catch (error) {
      // The server's message in the reader's language (ApiError), e.g. a range it refuses.
      showToast({ content: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const prefix = props.testIdPrefix ?? 'stats-export';
  return (
    <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          loading={busy === format}
          disabled={props.disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
          data-testid={`${prefix}-${format}`}
        >
          {props.labels[format]}
        </Button>
      ))}
    </div>
  );
}
