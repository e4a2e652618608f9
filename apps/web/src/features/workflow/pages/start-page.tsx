import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, NoticeBar, SafeArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveDraft, startForm, startProcess } from '../api/workflow-api.ts';
import { FormBlock } from '../components/form-block.tsx';
import { NextStepUsers } from '../components/next-step-users.tsx';
import { useRequestForm } from '../components/use-request-form.ts';
import { type ChosenPeople, missingChoices, toNodeUsers } from '../logic/node-users.ts';
import '../workflow.css';

/**
 * The start form of a workflow (from newProcess/index), a draft to resume (`proInstId` of a draft) or
 * a closed request of mine to submit again with its data (`proInstId` of the request, `reinitiate`).
 */
export function StartPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const defId = params.get('defId') ?? undefined;
  const defKeyParam = params.get('defKey') ?? undefined;
  const proInstId = params.get('proInstId') ?? undefined;
  const reinitiate = params.get('reinitiate') === '1';
  const [draftId, setDraftId] = useState<string | undefined>(reinitiate ? undefined : proInstId);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<ChosenPeople>({});
  const [missing, setMissing] = useState<string[]>([]);
  const answer = useQuery({
    queryKey: ['workflow', 'start-form', defId, defKeyParam, proInstId],
    queryFn: () =>
      startForm({
        ...(proInstId
          ? { proInstId }
          : { ...(defId ? { defId } : {}), ...(defKeyParam ? { defKey: defKeyParam } : {}) }),
      }),
    gcTime: 0,
  });
  const attributes = answer.data?.attributes;
  const defKey = attributes?.defKey ?? defKeyParam;
  const form = useRequestForm(answer.data, defKey, true);
  const aliases = (answer.data?.buttons ?? []).map((b) => b.alias);
  const choices = attributes?.nodeUserChoices ?? [];

  if (answer.isLoading) {
    return (
      <div className="paged-list-state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (answer.isError || !answer.data) {
    return (
      <ErrorBlock status="default" title={t('detail.loadError')} description="">
        <Button onClick={() => void answer.refetch()}>{t('detail.retry')}</Button>
      </ErrorBlock>
    );
  }

  const submit = async () => {
    const data = form.check();
    const unchosen = missingChoices(choices, chosen).map((c) => c.nodeId);
    setMissing(unchosen);
    if (!data || busy) return;
    if (unchosen.length > 0) {
      Toast.show({ content: t('nextUsers.required') });
      return;
    }
    const nodeUsers = toNodeUsers(choices, chosen);
    setBusy(true);
    try {
      await startProcess({
        ...(attributes?.defId ? { defId: attributes.defId } : {}),
        ...(answer.data?.version ? { version: answer.data.version } : {}),
        data,
        ...(nodeUsers ? { nodeUsers } : {}),
        // A draft is submitted by its id; a closed request is re-initiated by its id.
        ...((reinitiate ? proInstId : draftId) ? { proInstId: reinitiate ? proInstId : draftId } : {}),
      });
      Toast.show({ icon: 'success', content: t('start.submitted') });
      navigate('/bpmn/myRequest/index', { replace: true });
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await saveDraft({
        ...(attributes?.defId ? { defId: attributes.defId } : {}),
        data: form.values,
        ...(draftId ? { proInstId: draftId } : {}),
      });
      if (saved?.id) setDraftId(saved.id);
      Toast.show({ icon: 'success', content: t('start.draftSaved') });
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wf-page wf-with-bar" data-testid="start-page">
      <header className="wf-head-card">
        <h1 className="wf-subject">{attributes?.procDefName}</h1>
      </header>
      {reinitiate && <NoticeBar content={t('start.reinitiated')} color="info" wrap />}
      {!reinitiate && proInstId && <NoticeBar content={t('start.resumed')} color="info" wrap />}
      <FormBlock
        definition={form.definition}
        values={form.values}
        {...(form.rights ? { rights: form.rights } : {})}
        errors={form.errors}
        onChange={form.setValues}
      />
      <NextStepUsers choices={choices} value={chosen} onChange={setChosen} missing={missing} />
      <div className="wf-bar cf-bottom-bar">
        <div className="wf-bar-row">
          {aliases.includes('saveDraft') && (
            <Button block onClick={() => void save()} disabled={busy} data-testid="start-save-draft">
              {t('start.saveDraft')}
            </Button>
          )}
          <Button block color="primary" onClick={() => void submit()} loading={busy} data-testid="start-submit">
            {t('start.submit')}
          </Button>
        </div>
        <SafeArea position="bottom" />
      </div>
    </div>
  );
}
