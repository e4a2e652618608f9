import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Form, Selector, TextArea, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DormMine, dormKeys, dormsApi } from '../api/dorms-api.ts';
import '../dorms.css';
import { LoadState } from '../pages/load-state.tsx';

type Place = NonNullable<DormMine>['place'];

/**
 * The student's current bed, or the loading / not-housed screen: the requests about one's own bed
 * (move out, holiday stay, delayed move-out) cannot start without one.
 */
export function HousedOnly({ children }: { children: (place: Place) => ReactNode }) {
  const { t } = useTranslation('dorms');
  // Approvals by others move the student: always ask again when the page opens.
  const mine = useQuery({ queryKey: dormKeys.mine, queryFn: dormsApi.mine, refetchOnMount: 'always' });
  if (mine.isPending || mine.isError) return <LoadState pending={mine.isPending} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <ErrorBlock status="empty" title={t('notHoused')} description={t('notHousedHint')} />;
  return children(mine.data.place);
}

/** The "current bed" line of a request form. */
export function CurrentPlace({ place }: { place: Place }) {
  const { t } = useTranslation('dorms');
  return (
    <Form.Item label={t('moveOut.current')}>
      {t('place', { building: place.buildingName, room: place.roomNo, bed: place.bedNo })}
    </Form.Item>
  );
}

/** A native date (or date-time) input: the phone's own picker, and the e2e journeys can fill it. */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  type?: 'date' | 'datetime-local';
}) {
  return (
    <Form.Item label={props.label}>
      <input
        type={props.type ?? 'date'}
        className="dorm-date-input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </Form.Item>
  );
}

/** One of a fixed list (a category, a ground, an urgency), as antd-mobile's 3-column Selector. */
export function ChoiceField<V extends string>(props: {
  label: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Form.Item label={props.label}>
      <Selector
        columns={3}
        options={props.values.map((v) => ({ label: props.labelOf(v), value: v }))}
        value={[props.value]}
        onChange={(v) => v[0] && props.onChange(v[0])}
      />
    </Form.Item>
  );
}

/** A long text field (reason, what happened). */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
}) {
  return (
    <Form.Item label={props.label}>
      <TextArea
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 1000}
        rows={props.rows ?? 3}
        data-testid={props.testId}
      />
    </Form.Item>
  );
}

/**
 * Runs a save: busy while it runs, a success toast, then the next page. A failure stays on the form;
 * the API client has already shown the server's message (a request already running, out of scope…).
 */
export function useSave(done: { toast: string; to: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      Toast.show({ content: done.toast, icon: 'success' });
      navigate(done.to);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** A request or record form: hint, fields, and the primary button fixed at the bottom. */
export function FormPage(props: {
  testId: string;
  hint?: string;
  children: ReactNode;
  submitLabel: string;
  submitTestId?: string;
  ready: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="dorm-page" data-testid={props.testId}>
      {props.hint && <p className="dorm-hint">{props.hint}</p>}
      <Form layout="vertical">{props.children}</Form>
      <div className="dorm-bottom-bar">
        <Button
          block
          color="primary"
          loading={props.busy}
          disabled={!props.ready}
          onClick={props.onSubmit}
          data-testid={props.submitTestId}
        >
          {props.submitLabel}
        </Button>
      </div>
    </div>
  );
}

/** Where a submitted request is followed: my requests in the workflow. */
export const myRequests = '/bpmn/myRequest/index';
