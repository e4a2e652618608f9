import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Picked, UserPicker } from '../../../components/user-picker/index.ts';
import type { ChosenPeople, NodeUserChoice } from '../logic/node-users.ts';

export type NextStepUsersProps = {
  choices: readonly NodeUserChoice[];
  value: ChosenPeople;
  onChange: (value: ChosenPeople) => void;
  /** The steps to point at after a submit without them. */
  missing?: readonly string[];
};

/** "Next step approvers": one row per step the user chooses people for, each opening the user picker. */
export function NextStepUsers(p: NextStepUsersProps) {
  const { t } = useTranslation('workflow');
  const [open, setOpen] = useState<NodeUserChoice | null>(null);
  if (p.choices.length === 0) return null;
  return (
    <section className="wf-section" aria-labelledby="wf-next-users-title" data-testid="wf-next-users">
      <h2 id="wf-next-users-title" className="wf-section-title">
        {t('nextUsers.title')}
      </h2>
      <List>
        {p.choices.map((c) => {
          const people = p.value[c.nodeId] ?? [];
          const missing = p.missing?.includes(c.nodeId) ?? false;
          return (
            <List.Item
              key={c.nodeId}
              arrowIcon
              onClick={() => setOpen(c)}
              description={missing ? <span className="wf-error">{t('nextUsers.required')}</span> : undefined}
              extra={people.length > 0 ? people.map((x) => x.name).join('、') : t('nextUsers.choose')}
              data-testid={`wf-next-users-${c.nodeId}`}
            >
              {c.required && (
                <span className="wf-required" aria-hidden="true">
                  *{' '}
                </span>
              )}
              {c.nodeName}
            </List.Item>
          );
        })}
      </List>
      <UserPicker
        visible={open !== null}
        title={open ? t('nextUsers.pickerTitle', { name: open.nodeName }) : ''}
        value={open ? (p.value[open.nodeId] ?? []) : []}
        onClose={() => setOpen(null)}
        onConfirm={(people: Picked[]) => {
          if (open) p.onChange({ ...p.value, [open.nodeId]: people });
          setOpen(null);
        }}
      />
    </section>
  );
}
