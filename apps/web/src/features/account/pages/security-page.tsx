import { securityAnswersRequired, validateSecurityAnswers, validationMessage } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, Skeleton, Toast } from 'antd-mobile';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { productLocale } from '../../../i18n/i18n.ts';
import {
  type AnswerInput,
  fetchAnswerStatus,
  fetchMyQuestionKeys,
  fetchSecurityQuestions,
  saveSecurityAnswers,
} from '../api/account-api.ts';
import { AnswersEditor } from '../components/answers-editor.tsx';
import { FormField } from '../components/form-field.tsx';
import { useIssues } from '../components/use-issues.ts';
import '../account.css';

/**
 * Security questions: choose three different questions and answer them; the current password confirms
 * the change. Answers are stored hashed and never shown again, so only the chosen questions come back.
 */
export function SecurityPage() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ['account', 'answerStatus'], queryFn: fetchAnswerStatus });
  const enabled = status.data?.enabled === true;
  const questions = useQuery({
    queryKey: ['account', 'securityQuestions'],
    queryFn: fetchSecurityQuestions,
    enabled,
  });
  const mine = useQuery({ queryKey: ['account', 'securityAnswers'], queryFn: fetchMyQuestionKeys, enabled });
  const [rows, setRows] = useState<AnswerInput[]>([]);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const issues = useIssues<string>();

  useEffect(() => {
    if (!mine.data) return;
    const keys = mine.data.questionKeys;
    setRows(Array.from({ length: securityAnswersRequired }, (_, i) => ({ questionKey: keys[i] ?? '', answer: '' })));
  }, [mine.data]);

  if (status.data && !enabled) {
    return (
      <div className="account-page">
        <ErrorBlock status="empty" title={t('security.disabled')} description={t('security.disabledHint')} />
      </div>
    );
  }
  if (status.isError || questions.isError || mine.isError) {
    return (
      <div className="account-page">
        <ErrorBlock status="default" title={t('common:list.error')} description="">
          <Button onClick={() => void Promise.all([status.refetch(), questions.refetch(), mine.refetch()])}>
            {t('common:list.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (!questions.data || !mine.data || rows.length === 0) {
    return (
      <div className="page-padding">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateSecurityAnswers(rows);
    if (!password) found.push({ field: 'password', key: 'passwordRequired' });
    if (!issues.check(found)) return;
    setBusy(true);
    try {
      await saveSecurityAnswers(
        password,
        rows.map((r) => ({ questionKey: r.questionKey, answer: r.answer.trim() })),
      );
      Toast.show({ icon: 'success', content: t('security.saved') });
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: ['account', 'securityAnswers'] });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('security.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-page" onSubmit={submit} noValidate>
      <p className="account-hint page-padding" data-testid="security-status">
        {mine.data.questionKeys.length > 0 ? t('security.alreadySet') : t('security.notSet')}
      </p>
      <AnswersEditor questions={questions.data} value={rows} onChange={setRows} errors={issues.errors} />
      <div className="account-card">
        <FormField id="security-password" label={t('password.oldPassword')} error={issues.errors.password}>
          <Input
            id="security-password"
            type="password"
            value={password}
            onChange={(v) => {
              setPassword(v);
              issues.clear('password');
            }}
            placeholder={validationMessage('passwordRequired', productLocale(i18n.language))}
            autoComplete="current-password"
            data-testid="security-password"
          />
        </FormField>
        <p className="account-hint">{t('security.passwordHint')}</p>
      </div>
      {formError && (
        <p className="account-form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      )}
      <div className="account-actions">
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="security-submit">
          {t('security.submit')}
        </Button>
      </div>
    </form>
  );
}
