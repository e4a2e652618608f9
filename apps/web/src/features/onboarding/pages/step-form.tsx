import type { OnboardingStepKey } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, ErrorBlock, Form, NoticeBar, Skeleton, Toast } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { onboardingApi, onboardingKeys } from '../api/onboarding-api.ts';
import { isReadOnly } from '../onboarding-logic.ts';
import { enterAsStudent } from '../onboarding-session.ts';
import { type FieldDef, namePath, stepFields, toFormValues, toStepData } from '../step-fields.ts';
import { FacePhotoField } from './face-photo-field.tsx';
import { FamilyFields, StepField } from './step-fields-view.tsx';

type Values = Record<string, unknown>;
const noFields: FieldDef[] = [];

/** Status line of a step: waiting, approved, or returned with the reviewer's comment. */
function StepNotice({ state, comment }: { state: string; comment: string | null }) {
  const { t } = useTranslation('onboarding');
  if (state === 'waitingReview')
    return <NoticeBar className="onb-notice" color="alert" content={t('form.waitingNotice')} />;
  if (state === 'rejected')
    return (
      <NoticeBar
        className="onb-notice"
        color="error"
        wrap
        content={`${t('form.rejectedNotice')}${comment ? ` ${t('form.reviewComment', { comment })}` : ''}`}
      />
    );
  return null;
}

/** One step as a form page (yxxt_lc_index?step=…): pre-filled, save draft, submit, field errors from the server. */
export function StepForm({ stepKey }: { stepKey: OnboardingStepKey }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ queryKey: onboardingKeys.step(stepKey), queryFn: () => onboardingApi.step(stepKey) });
  const fields = stepFields[stepKey] ?? noFields;
  const d = detail.data;

  useEffect(() => {
    if (!d) return;
    form.setFieldsValue(toFormValues(fields, { ...d.prefill, ...(d.submission?.data ?? {}) }));
  }, [d, fields, form]);

  if (detail.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (detail.isError || !d)
    return (
      <ErrorBlock status="default" title={t('loadFailed')} description={detail.error?.message}>
        <Button onClick={() => void detail.refetch()}>{t('retry')}</Button>
      </ErrorBlock>
    );
  const readOnly = isReadOnly(d.step);

  const dataOf = (values: Values): Values => {
    const extra: Values = {};
    if (stepKey === 'personalInfo') extra.family = (values.family as Values[] | undefined) ?? [];
    if (stepKey === 'facePhoto') extra.fileId = values.fileId;
    if (stepKey === 'payment') extra.acknowledged = values.acknowledged === true ? true : undefined;
    return toStepData(fields, values, extra);
  };

  const after = async (completed: boolean, text: string) => {
    await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    if (completed) {
      await Dialog.alert({ title: t('completedTitle'), content: t('completedHint'), confirmText: t('enterWorkbench') });
      await enterAsStudent(navigate);
      return;
    }
    Toast.show({ icon: 'success', content: text });
    navigate('/xgxt/yxxt_lc_index', { replace: true });
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      Toast.show({ content: t('form.check'), duration: 5000 });
      return;
    }
    setBusy(true);
    try {
      const result = await onboardingApi.submit(stepKey, dataOf(form.getFieldsValue(true)));
      await after(result.completed, result.state === 'waitingReview' ? t('form.sentForReview') : t('form.submitted'));
    } catch (error) {
      if (error instanceof ApiError) {
        const named = (error.variables?.fields as string[] | undefined) ?? [];
        form.setFields(named.map((f) => ({ name: namePath(f), errors: [t('form.fieldInvalid')] })));
        Toast.show({ content: error.message, duration: 5000 });
      }
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    await onboardingApi.save(stepKey, dataOf(form.getFieldsValue(true)));
    Toast.show({ icon: 'success', content: t('form.saved') });
  };

  let body: ReactNode = fields.map((f) => <StepField key={f.name} field={f} readOnly={readOnly} />);
  if (stepKey === 'personalInfo') body = [body, <FamilyFields key="family" readOnly={readOnly} />];
  if (stepKey === 'facePhoto') body = <FacePhotoField readOnly={readOnly} />;
  if (stepKey === 'payment')
    body = (
      <Form.Item
        name="acknowledged"
        valuePropName="checked"
        rules={[{ required: true, message: t('form.requiredField') }]}
      >
        <Checkbox disabled={readOnly}>{t('fields.acknowledge')}</Checkbox>
      </Form.Item>
    );

  return (
    <div data-testid={`onboarding-form-${stepKey}`}>
      <StepNotice state={d.step.state} comment={d.step.reviewComment} />
      <Form form={form} layout="horizontal" mode="card" disabled={readOnly}>
        <Form.Header>{t(`stepNames.${stepKey}`)}</Form.Header>
        {body}
      </Form>
      {!readOnly && (
        <div className="onb-bottom-bar">
          {stepKey !== 'payment' && d.step.state !== 'done' && (
            <Button onClick={() => void save()} disabled={busy}>
              {t('form.saveDraft')}
            </Button>
          )}
          <Button color="primary" loading={busy} onClick={() => void submit()} data-testid="onboarding-submit">
            {t('form.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
