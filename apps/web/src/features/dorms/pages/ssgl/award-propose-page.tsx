import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, ErrorBlock, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../../api/api-error.ts';
import { dormAwardsApi } from '../../api/dorm-awards-api.ts';
import { openCandidates, termOf } from './awards.ts';
import '../../dorms.css';

/** /ssgl/civilisedRooms-add: the term's hygiene ranking; the office ticks rooms and proposes them. */
export function AwardProposePage() {
  const { t } = useTranslation('dorms');
  const navigate = useNavigate();
  const client = useQueryClient();
  const term = new URLSearchParams(useLocation().search).get('term') || termOf(new Date());
  const candidates = useQuery({
    queryKey: ['dorms', 'awards', 'candidates', term],
    queryFn: () => dormAwardsApi.candidates(term),
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const open = openCandidates(candidates.data ?? []);
  const submit = async () => {
    setBusy(true);
    try {
      await dormAwardsApi.propose({ term, roomIds: chosen });
      Toast.show({ content: t('awards.proposedDone'), icon: 'success' });
      await client.invalidateQueries({ queryKey: ['dorms', 'awards'] });
      navigate(-1);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dorm-page" data-testid="dorm-award-candidates">
      {candidates.data && open.length === 0 ? (
        <ErrorBlock status="empty" title={t('awards.noCandidates')} description={t('awards.term', { term })} />
      ) : (
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])}>
          <List header={`${t('awards.term', { term })} · ${t('awards.candidates')}`}>
            {open.map((c) => (
              <List.Item
                key={c.roomId}
                prefix={<Checkbox value={c.roomId} data-testid="dorm-award-candidate" />}
                description={`${t('awards.score', { average: c.average, rank: c.rank })} · ${t('awards.checks', { checks: c.checks })}`}
              >
                {c.roomLabel}
              </List.Item>
            ))}
          </List>
        </Checkbox.Group>
      )}
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          disabled={chosen.length === 0}
          loading={busy}
          onClick={() => void submit()}
          data-testid="dorm-award-submit"
        >
          {t('awards.submit', { count: chosen.length })}
        </Button>
      </div>
    </div>
  );
}
