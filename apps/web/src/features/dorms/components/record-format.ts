import type { DormAbnormalRow, DormInspectionRow, DormRepairRow } from '@campusflow/contracts';

// Colours follow ux.md: pending yellow, in progress blue, done green, bad red, not started grey.
const colours = {
  abnormal: { open: 'warning', handled: 'success' },
  repair: { reported: 'default', dispatched: 'primary', repairing: 'warning', done: 'success', rated: 'success' },
  grade: { excellent: 'success', pass: 'primary', fail: 'warning', worst: 'danger' },
} as const;

// Where each kind's state names live in the dorms namespace, under `affairs`.
const labelPrefixes = { abnormal: 'ssgl', repair: 'repair.statuses', grade: 'inspection.grades' } as const;

export type StatusOf = {
  abnormal: DormAbnormalRow['status'];
  repair: DormRepairRow['status'];
  grade: DormInspectionRow['grade'];
};
export type StatusKind = keyof StatusOf;

/** The antd-mobile Tag colour and the translation key (under `affairs`) of a record's state. */
export function statusLook<K extends StatusKind>(kind: K, status: StatusOf[K]): { colour: string; labelKey: string } {
  return {
    colour: (colours[kind] as Record<string, string>)[status] ?? 'default',
    labelKey: `${labelPrefixes[kind]}.${status}`,
  };
}

/** `yyyy-MM-ddTHH:mm` of an instant (default now) in local time, for <input type="datetime-local">. */
export function localDateTime(iso?: string): string {
  const d = iso ? new Date(iso) : new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
