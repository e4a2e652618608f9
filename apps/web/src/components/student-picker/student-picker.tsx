import type { StudentInScope } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Empty, LoadError, Loading } from '../load-states.tsx';
import './student-picker.css';

export type StudentPickerLabels = { search: string; noMatch: string; change: string };

/**
 * One student of the caller's staff scope (代请假, 个人内务检查): the chosen one with a change action, or a
 * search by name or student ID whose results appear as the user types (with no keyword, the first
 * students of the scope, so a counsellor with one class just taps). `search` is the feature's call
 * over the server's shared roster search; the scope is the server's. No strings of its own.
 * Test ids: `${testId}-search` (the search block), `${testId}-option` (a result), `${testId}-picked`.
 */
export function StudentPicker(props: {
  value: StudentInScope | null;
  onChange: (student: StudentInScope | null) => void;
  search: (keyword: string) => Promise<StudentInScope[]>;
  /** The query key's prefix; the keyword is appended. */
  queryKey: readonly unknown[];
  labels: StudentPickerLabels;
  testId: string;
}) {
  const { value, onChange, labels, testId } = props;
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const found = useQuery({
    queryKey: [...props.queryKey, settled],
    queryFn: () => props.search(settled),
    enabled: value === null,
  });
  if (value) {
    return (
      <List>
        <List.Item
          description={value.className ?? ''}
          extra={
            <Button size="small" fill="none" color="primary" onClick={() => onChange(null)}>
              {labels.change}
            </Button>
          }
          data-testid={`${testId}-picked`}
        >
          {`${value.studentName} ${value.studentCode}`}
        </List.Item>
      </List>
    );
  }
  return (
    <div data-testid={`${testId}-search`}>
      <div className="student-picker-search">
        <SearchBar placeholder={labels.search} value={keyword} onChange={setKeyword} />
      </div>
      {found.isLoading && <Loading />}
      {found.isError && <LoadError retry={() => void found.refetch()} />}
      {found.data && found.data.length === 0 && <Empty text={labels.noMatch} />}
      {found.data && found.data.length > 0 && (
        <List>
          {found.data.map((s) => (
            <List.Item
              key={s.studentId}
              onClick={() => onChange(s)}
              description={s.className ?? ''}
              data-testid={`${testId}-option`}
            >
              {`${s.studentName} ${s.studentCode}`}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
