import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { requestState, stateColor } from '../logic/list-params.ts';

/** The status tag of a request (ux.md fixed colours: running blue, approved green, rejected red…). */
export function RequestTag({ status, result }: { status: string | null | undefined; result?: string | null }) {
  const { t } = useTranslation('workflow');
  const state = requestState(status, result);
  return (
    <Tag color={stateColor[state]} fill="outline" data-testid="request-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
