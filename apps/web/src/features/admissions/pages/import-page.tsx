import { type ImportMode, type ImportStatus, importModes } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, ProgressBar, Radio, Space, Tag, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { saveBlob, uploadFile } from '../../../components/form-engine/index.ts';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { progressPercent, reportCsv, templateCsv } from '../import-logic.ts';
import '../admissions.css';

const shownProblems = 200;

/** lqmdgl_import: upload → validation report → mode → the job with its progress bar. */
export function ImportPage() {
  const { t } = useTranslation('admissions');
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');
  const [checking, setChecking] = useState(false);
  const recent = useQuery({ queryKey: admissionKeys.imports, queryFn: admissionsApi.imports });
  const field = (f: string) => t(`import.fields.${f}`);
  const problem = (c: string) => t(`import.problems.${c}`);

  // While the job runs the page polls its progress.
  const running = status?.status === 'running';
  const statusId = status?.id;
  useEffect(() => {
    if (!running || !statusId) return;
    const timer = setInterval(async () => {
      const next = await admissionsApi.importStatus(statusId, shownProblems).catch(() => null);
      if (next) setStatus(next);
      if (next && next.status !== 'running') void queryClient.invalidateQueries({ queryKey: admissionKeys.all });
    }, 700);
    return () => clearInterval(timer);
  }, [running, statusId, queryClient]);

  const choose = async (file: File) => {
    setChecking(true);
    setStatus(null);
    try {
      const stored = await uploadFile(file, file.name);
      const checked = await admissionsApi.createImport(stored.id);
      setStatus(checked);
      setMode(checked.errorRows > 0 ? 'valid' : 'all');
    } catch (error) {
      if (error instanceof ApiError) Toast.show({ content: error.message, duration: 5000 });
    } finally {
      setChecking(false);
    }
  };

  const start = async () => {
    if (!status) return;
    try {
      setStatus(await admissionsApi.commitImport(status.id, mode));
    } catch {
      // The client has shown the reason (e.g. all-or-nothing with rows in error).
    }
  };

  const downloadReport = async () => {
    if (!status) return;
    const full = await admissionsApi.importStatus(status.id, 20_000);
    const csv = reportCsv(full.problems, {
      row: [t('import.row', { row: '' }).trim(), field('examineeNo'), field('name'), t('import.report')].join(','),
      field,
      problem,
    });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${status.fileName}-report.csv`);
  };

  return (
    <div className="admit-page" data-testid="import-page">
      <section className="admit-card">
        <p className="admit-muted" style={{ marginTop: 0, lineHeight: 1.6 }}>
          {t('import.intro')}
        </p>
        <Space wrap>
          <Button
            fill="outline"
            onClick={() =>
              saveBlob(new Blob([templateCsv(field)], { type: 'text/csv;charset=utf-8' }), 'admitted-list-template.csv')
            }
          >
            {t('import.template')}
          </Button>
          <Button color="primary" loading={checking} disabled={running} onClick={() => fileInput.current?.click()}>
            {t('import.choose')}
          </Button>
        </Space>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          data-testid="import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
        {checking && <p className="admit-muted">{t('import.checking')}</p>}
      </section>

      {status && (
        <section className="admit-card" data-testid="import-report">
          <h2>
            {t('import.report')} · {status.fileName}
          </h2>
          <Space wrap>
            <Tag>{t('import.totalRows', { count: status.totalRows })}</Tag>
            <Tag color="success">{t('import.validRows', { count: status.validRows })}</Tag>
            <Tag color={status.errorRows > 0 ? 'danger' : 'default'} data-testid="import-error-count">
              {t('import.errorRows', { count: status.errorRows })}
            </Tag>
          </Space>
          {status.problems.length > 0 && (
            <List style={{ marginTop: 12 }}>
              {status.problems.map((r) => (
                <List.Item
                  key={r.row}
                  title={`${t('import.row', { row: r.row })} · ${r.examineeNo} ${r.name}`}
                  data-testid="import-problem"
                >
                  <span className="admit-problem">
                    {r.problems
                      .map((p) => t('import.problemLine', { field: field(p.field), problem: problem(p.code) }))
                      .join(t('import.problemSeparator'))}
                  </span>
                </List.Item>
              ))}
            </List>
          )}
          {status.errorRows > status.problems.length && (
            <p className="admit-muted">
              {t('import.more', { shown: status.problems.length, total: status.errorRows })}
            </p>
          )}
          {status.errorRows > 0 && (
            <Button size="small" fill="outline" onClick={downloadReport} style={{ marginTop: 8 }}>
              {t('import.downloadReport')}
            </Button>
          )}

          {status.status === 'validated' && (
            <div style={{ marginTop: 16 }}>
              <Radio.Group value={mode} onChange={(v) => setMode(v as ImportMode)}>
                <Space direction="vertical">
                  <strong>{t('import.mode')}</strong>
                  {importModes.map((m) => (
                    <Radio key={m} value={m} data-testid={`import-mode-${m}`}>
                      {m === 'all' ? t('import.modeAll') : t('import.modeValid')}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
              <Button
                block
                color="primary"
                style={{ marginTop: 12 }}
                disabled={status.validRows === 0 || (mode === 'all' && status.errorRows > 0)}
                onClick={start}
                data-testid="import-start"
              >
                {t('import.start')}
              </Button>
            </div>
          )}
          {status.status !== 'validated' && (
            <div className="admit-progress" data-testid="import-progress">
              <ProgressBar percent={progressPercent(status)} text />
              <p data-testid="import-outcome">
                {status.status === 'running'
                  ? t('import.running', { done: status.processedRows, total: status.validRows })
                  : status.status === 'done'
                    ? t('import.done', { count: status.createdCount })
                    : t('import.failed', { reason: status.failure ?? '' })}
              </p>
            </div>
          )}
        </section>
      )}

      {recent.data && recent.data.length > 0 && (
        <List header={t('import.recent')} style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
          {recent.data.map((r) => (
            <List.Item
              key={r.id}
              description={new Date(r.createdAt).toLocaleString()}
              extra={<Tag>{t(`import.status.${r.status}`)}</Tag>}
              onClick={async () => setStatus(await admissionsApi.importStatus(r.id, shownProblems))}
            >
              {r.fileName}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
