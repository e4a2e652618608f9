import { type OnboardingStepKey, type OnboardingStepSettingRow, onboardingStepKeys } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Picker, Switch, Tag, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from './staff-api.ts';
import { fromLocalInput, moveStep, stepsBody, toLocalInput, windowErrors } from './staff-tools-logic.ts';
import { LoadState } from './staff-ui.tsx';

type Row = OnboardingStepSettingRow;
type Flag = 'enabled' | 'required' | 'needsReview';

/**
 * wsyxhjgl: the school's onboarding steps as settings (order, on/off, required, reviewed, open window)
 * with each step's progress. Counsellors and college staff see it read-only; the affairs office and the
 * tenant administrator edit a draft and save the whole list at once (the server checks it again).
 */
export function StepsManagePage() {
  const { t } = useTranslation(['onboardingTools', 'onboardingStaff']);
  const client = useQueryClient();
  // No refetch on focus: it would replace the draft being edited.
  const settings = useQuery({ queryKey: staffKeys.steps, queryFn: staffApi.steps, refetchOnWindowFocus: false });
  const progress = useQuery({ queryKey: staffKeys.stepStats, queryFn: staffApi.stepStats });
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(settings.data.steps);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (rows: Row[]) => staffApi.saveSteps(stepsBody(rows)),
    onSuccess: (result) => {
      client.setQueryData(staffKeys.steps, result);
      void client.invalidateQueries({ queryKey: staffKeys.stepStats });
      Toast.show({ content: t('manage.saved') });
    },
  });
  if (!settings.data || !draft) {
    return <LoadState pending={settings.isPending} onRetry={() => void settings.refetch()} />;
  }
  const editable = settings.data.editable;
  const invalid = new Set(windowErrors(draft));
  const inList = new Set(draft.map((s) => s.key));
  // A removed step (saved or only in the draft) may be added back, with its saved settings if any.
  const available = onboardingStepKeys.filter((k) => !inList.has(k));
  const update = (index: number, patch: Partial<Row>) =>
    setDraft(draft.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const figures = (key: string) => progress.data?.steps.find((s) => s.key === key);
  const flag = (row: Row, index: number, name: Flag) => (
    <span className="yx-steps-flag">
      <Switch
        checked={row[name]}
        disabled={!editable}
        aria-label={`${t(`onboardingStaff:steps.${row.key}`)} ${t(`manage.${name}`)}`}
        onChange={(checked) => update(index, { [name]: checked })}
      />
      {t(`manage.${name}`)}
    </span>
  );
  const when = (row: Row, index: number, name: 'opensAt' | 'closesAt') => (
    <label className="yx-steps-when">
      {t(`manage.${name}`)}
      <input
        type="datetime-local"
        value={toLocalInput(row[name])}
        disabled={!editable}
        aria-invalid={invalid.has(row.key)}
        onChange={(e) => update(index, { [name]: fromLocalInput(e.target.value) })}
      />
    </label>
  );
  return (
    <div className="yx-staff" data-testid="onboarding-steps-manage">
      <p className="yx-staff-hint">{t(editable ? 'manage.intro' : 'manage.readOnly')}</p>
      <ol className="yx-staff-list yx-steps">
        {draft.map((row, i) => {
          const f = figures(row.key);
          return (
            <li key={row.key} className="yx-staff-card" data-testid="step-setting" data-key={row.key}>
              <div className="yx-staff-row">
                <strong>
                  {i + 1}. {t(`onboardingStaff:steps.${row.key}`)}
                </strong>
                {!row.enabled && <Tag>{t('onboardingStaff:stepStats.disabled')}</Tag>}
              </div>
              {f && (
                <p className="yx-staff-meta">
                  {t('manage.progress', { approved: f.approved, waiting: f.waiting, rejected: f.rejected })}
                </p>
              )}
              <div className="yx-steps-flags">
                {flag(row, i, 'enabled')}
                {flag(row, i, 'required')}
                {flag(row, i, 'needsReview')}
              </div>
              <div className="yx-steps-window">
                {when(row, i, 'opensAt')}
                {when(row, i, 'closesAt')}
              </div>
              {invalid.has(row.key) && (
                <p className="yx-steps-error" role="alert">
                  {t('manage.windowInvalid')}
                </p>
              )}
              {editable && (
                <div className="yx-staff-row yx-steps-tools">
                  <Button size="mini" disabled={i === 0} onClick={() => setDraft(moveStep(draft, i, -1))}>
                    {t('manage.up')}
                  </Button>
                  <Button size="mini" disabled={i === draft.length - 1} onClick={() => setDraft(moveStep(draft, i, 1))}>
                    {t('manage.down')}
                  </Button>
                  {row.submissions > 0 ? (
                    <span className="yx-staff-meta">{t('manage.removeBlocked', { count: row.submissions })}</span>
                  ) : (
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      onClick={() => setDraft(draft.filter((_, j) => j !== i))}
                    >
                      {t('manage.remove')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {editable && (
        <div className="yx-staff-actions">
          {available.length > 0 && (
            <Button block fill="outline" onClick={() => setAdding(true)}>
              {t('manage.add')}
            </Button>
          )}
          <Button block fill="outline" onClick={() => setDraft(settings.data.steps)}>
            {t('manage.reset')}
          </Button>
          <Button
            block
            color="primary"
            disabled={invalid.size > 0}
            loading={save.isPending}
            onClick={() => save.mutate(draft)}
          >
            {t('manage.save')}
          </Button>
        </div>
      )}
      <Picker
        visible={adding}
        onClose={() => setAdding(false)}
        columns={[available.map((k) => ({ label: t(`onboardingStaff:steps.${k}`), value: k }))]}
        onConfirm={([key]) => {
          if (!key) return;
          const back = settings.data.steps.find((s) => s.key === key);
          const row: Row = back ?? {
            key: key as OnboardingStepKey,
            enabled: true,
            required: false,
            needsReview: false,
            opensAt: null,
            closesAt: null,
            sort: 0,
            submissions: 0,
          };
          setDraft([...draft, row]);
        }}
      />
    </div>
  );
}
