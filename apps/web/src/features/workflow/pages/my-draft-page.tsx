import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmRemove } from '../../../components/dialogs.tsx';
import { bpm, type DraftRow, removeDrafts } from '../api/workflow-api.ts';
import { timeAgo } from '../components/format-time.ts';
import { ListScreen } from '../components/list-screen.tsx';
import { RequestCard } from '../components/request-card.tsx';
import '../workflow.css';

/** myDraft/index: saved drafts; resume one into the start form, or delete it. */
export function MyDraftPage() {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  const remove = async (row: DraftRow, refresh: () => void) => {
    if (!(await confirmRemove(t('draft.removeConfirm')))) return;
    try {
      await removeDrafts([row.id]);
      Toast.show({ icon: 'success', content: t('draft.removed') });
      refresh();
    } catch {
      // The client has shown the error.
    }
  };
  const resume = (row: DraftRow) =>
    navigate(`/bpmn/newProcess/start?proInstId=${row.proInstId}&defId=${row.defId}&defKey=${row.procDefKey}`);
  return (
    <ListScreen<DraftRow>
      path={bpm.myDraft}
      testId="draft-list"
      emptyText={t('empty.drafts')}
      renderItem={(row, refresh) => (
        <RequestCard
          testId={`draft-${row.subject ?? ''}`}
          title={row.subject || t('draft.untitled')}
          line={row.procDefName}
          meta={t('meta.updatedAt', { time: timeAgo(row.updateTime, i18n.language) })}
          onOpen={() => resume(row)}
          extra={
            <>
              <Button size="mini" color="danger" fill="outline" onClick={() => void remove(row, refresh)}>
                {t('buttons.remove')}
              </Button>
              <Button size="mini" color="primary" fill="outline" onClick={() => resume(row)} data-testid="draft-resume">
                {t('buttons.resume')}
              </Button>
            </>
          }
        />
      )}
    />
  );
}
