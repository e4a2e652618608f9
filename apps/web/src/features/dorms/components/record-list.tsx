import { Button, CapsuleTabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from '../../../components/paged-list/paged-list.tsx';
import '../dorms.css';

/** One bottom-bar button of a record list (add, ranking…). */
export type ListAction = { label: string; onClick: () => void; primary?: boolean; testId?: string };

/**
 * A staff or student record list: optional content on top (search, figures), optional filter tabs with
 * "all" first, the paged list, and the actions fixed at the bottom.
 */
export function RecordListPage<T>(
  props: PagedListProps<T> & {
    testId: string;
    top?: ReactNode;
    tabs?: { key: string; title: string }[];
    tab?: string;
    onTab?: (key: string) => void;
    actions?: ListAction[];
  },
) {
  const { testId, top, tabs, tab, onTab, actions, ...list } = props;
  return (
    <div className="dorm-page" data-testid={testId}>
      {top}
      {tabs && (
        <CapsuleTabs activeKey={tab ?? ''} onChange={(key) => onTab?.(key)}>
          {tabs.map((x) => (
            <CapsuleTabs.Tab key={x.key} title={x.title} />
          ))}
        </CapsuleTabs>
      )}
      <PagedList<T> {...list} />
      {actions && actions.length > 0 && (
        <div className="dorm-bottom-bar dorm-bottom-actions">
          {actions.map((a) => (
            <Button
              key={a.label}
              block
              color={a.primary === false ? 'default' : 'primary'}
              onClick={a.onClick}
              data-testid={a.testId}
            >
              {a.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
