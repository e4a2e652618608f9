/** The list state machine of spec §4 (pure; the PagedList component drives it). */
export type ResultType = 'init' | 'empty' | 'finished' | 'network' | 'error';

export type ListState<T> = {
  rows: T[];
  /** The page the next load asks for (1-based). */
  pageNo: number;
  finished: boolean;
  loading: boolean;
  refreshing: boolean;
  resultType: ResultType;
  resultMessage: string;
};

export type ListEvent<T> =
  | { type: 'refresh' }
  | { type: 'loadStart' }
  | { type: 'loadSuccess'; rows: T[]; total: number }
  | { type: 'loadFailure'; state: number | null; message: string; network?: boolean }
  | { type: 'retry' };

export function initialListState<T>(): ListState<T> {
  return {
    rows: [],
    pageNo: 1,
    finished: false,
    loading: false,
    refreshing: false,
    resultType: 'init',
    resultMessage: '',
  };
}

export function listReducer<T>(s: ListState<T>, e: ListEvent<T>): ListState<T> {
  switch (e.type) {
    case 'refresh':
      // Refresh clears the rows first, then loads page 1 again.
      return { ...initialListState<T>(), refreshing: true };
    case 'loadStart':
      return { ...s, loading: true };
    case 'loadSuccess': {
      const rows = [...s.rows, ...e.rows];
      const base = { ...s, rows, pageNo: s.pageNo + 1, loading: false, refreshing: false, resultMessage: '' };
      if (rows.length === 0) return { ...base, finished: true, resultType: 'empty' };
      // An empty page before the total is reached would ask forever: treat it as the end too.
      if (rows.length >= e.total || e.rows.length === 0) return { ...base, finished: true, resultType: 'finished' };
      return { ...base, finished: false, resultType: 'init' };
    }
    case 'loadFailure':
      return {
        ...s,
        loading: false,
        refreshing: false,
        finished: true,
        resultType: e.state === 500 || e.network ? 'network' : 'error',
        resultMessage: e.message,
      };
    case 'retry':
      return { ...s, finished: false, resultType: 'init', resultMessage: '' };
  }
}
