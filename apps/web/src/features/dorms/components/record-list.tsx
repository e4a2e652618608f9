import { Button, CapsuleTabs, List } from 'antd-mobile';
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
    /** Rendered last (a popup form). */
    children?: ReactNode;
  },
) {
  const { testId, top, tabs, tab, onTab, actions, children, ...list } = props;
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
      {children}
    </div>
  );
}

/**
 * One record in a list: title with the status on its right, and the details below at the full width
 * (as List.Item's `extra` the tag would take a column and squeeze long details in en-US and ja-JP).
 */
export function RecordRow(props: {
  testId: string;
  title: ReactNode;
  status?: ReactNode;
  description: ReactNode;
  onClick?: () => void;
}) {
  return (
    <List.Item data-testid={props.testId} onClick={props.onClick} description={props.description}>
      <div className="dorm-row-title">
        <span>{props.title}</span>
        {props.status}
      </div>
    </List.Item>
  );
}
