import type { WhereaboutsRecord, WhereaboutsWindow } from '@campusflow/contracts';

/** The window a page shows: the one asked for (a reminder's link), else the newest open one, else the newest. */
export function pickWindow(windows: readonly WhereaboutsWindow[], asked: string | null): string | undefined {
  if (asked && windows.some((w) => w.id === asked)) return asked;
  return (windows.find((w) => w.open) ?? windows[0])?.id;
}

/** Records the student may register a return for: leaving and not yet back. */
export function awaitingReturn(records: readonly WhereaboutsRecord[]): WhereaboutsRecord[] {
  return records.filter((r) => !r.staying && !r.returnedAt);
}

/** Where a registration says the student is: a short line for cards. */
export function placeLine(r: Pick<WhereaboutsRecord, 'province' | 'city' | 'address'>): string {
  return [r.province, r.city, r.address].filter(Boolean).join(' ');
}
