import type { FieldError } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, NoticeBar, Result, SafeArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { toastFormError } from '../../../components/dialogs.tsx';
import { FormView, getForm, serverFieldErrors, validateForm } from '../../../components/form-engine/index.ts';
import { LoadError, Loading } from '../../../components/load-states.tsx';
import { StudentPicker } from '../../../components/student-picker/student-picker.tsx';
import { type LeaveOnBehalfResult, leaveApi, leaveKeys, type StudentInScope } from '../api/leave-api.ts';
import { leaveFormKey, onBehalfBody, onBehalfOutcome } from '../on-behalf.ts';
import '../leave.css';

function Outcome({ result, onAgain }: { result: LeaveOnBehalfResult; onAgain: () => void }) {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const outcome = onBehalfOutcome(result);
  return (
    <div className="leave-page" data-testid="leave-on-behalf-done">
      <Result
        status={outcome === 'submitted' ? 'waiting' : 'success'}
        title={t(`onBehalf.outcome.${outcome}`)}
        description={t('days', { days: result.days })}
      />
      <div className="leave-actions">
        <Button block color="primary" onClick={() => navigate(`/xgxt/rcswQjxq?id=${encodeURIComponent(result.id)}`)}>
          {t('onBehalf.viewDetail')}
        </Button>
        <Button block onClick={onAgain} data-testid="leave-on-behalf-again">
          {t('onBehalf.another')}
        </Button>
      </div>
    </div>
  );
}

/**
 * 代请假 (rcswXzcy, and rcswXzcyJsd for 教师): choose a student of my scope, fill in the school's leave
 * form, submit. The request becomes the student's own; my approval step, when it is mine, is taken.
 */
export function OnBehalfPage() {
  const { t } = useTranslation('leave');
  const queryClient = useQueryClient();
  const [student, setStudent] = useState<StudentInScope | null>(null);
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LeaveOnBehalfResult | null>(null);
  const form = useQuery({ queryKey: ['form', leaveFormKey], queryFn: () => getForm(leaveFormKey), staleTime: 300_000 });

  const again = () => {
    setResult(null);
    setStudent(null);
    setValues(null);
    setErrors([]);
  };
  if (result) return <Outcome result={result} onAgain={again} />;
  if (form.isLoading) return <Loading />;
  if (form.isError || !form.data) return <LoadError retry={() => void form.refetch()} />;
  const view = form.data;
  const current = values ?? view.values;

  const submit = async () => {
    if (!student || busy) return;
    const found = validateForm(view.definition, current, view.rights);
    setErrors(found);
    if (found.length > 0) return toastFormError();
    setBusy(true);
    try {
      const done = await leaveApi.onBehalf(onBehalfBody(student.studentId, current, t('onBehalf.opinion')));
      await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
      // The "check the form" toast of an earlier try (5 s) must not sit on the outcome.
      Toast.clear();
      setResult(done);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else if (error instanceof ApiError) Toast.show({ content: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="leave-page" data-testid="leave-on-behalf">
      <NoticeBar content={t('onBehalf.hint')} color="info" wrap />
      <StudentPicker
        value={student}
        onChange={setStudent}
        search={leaveApi.students}
        queryKey={['leave', 'students']}
        labels={{ search: t('onBehalf.search'), noMatch: t('onBehalf.noMatch'), change: t('onBehalf.change') }}
        testId="leave-on-behalf"
      />
      {student && (
        <div data-testid="leave-on-behalf-form">
          <FormView
            definition={view.definition}
            values={current}
            rights={view.rights}
            errors={errors}
            onChange={setValues}
          />
        </div>
      )}
      {student && (
        <div className="cf-bottom-bar">
          <Button
            block
            color="primary"
            loading={busy}
            onClick={() => void submit()}
            data-testid="leave-on-behalf-submit"
          >
            {t('onBehalf.submit')}
          </Button>
          <SafeArea position="bottom" />
        </div>
      )}
    </div>
  );
}
