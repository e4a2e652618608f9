import {
  type DormPersonalItem,
  type DormPersonalItemLabel,
  type DormPersonalResult,
  dormPersonalItems,
  type ListQueryInput,
  type Locale,
} from '@campusflow/contracts';

// 个人内务检查 (PersonalInspection): the filters as a list payload, the item labels (the school's own
// word in the reader's language, else the app's), who may record, and the record form's readiness.
// Plain functions, tested.

export type PersonalFilters = { from: string; to: string; classId: string; result: '' | DormPersonalResult };

export const emptyPersonalFilters: PersonalFilters = { from: '', to: '', classId: '', result: '' };

/** The list payload: empty filters are left out; a reversed range is not sent (see `rangeProblem`). */
export function personalQuery(f: PersonalFilters, pageNo: number, limit: number): ListQueryInput {
  const parameters: { key: string; value: string }[] = [];
  if (f.from) parameters.push({ key: 'Q^date^DG', value: f.from });
  if (f.to) parameters.push({ key: 'Q^date^DL', value: f.to });
  if (f.classId) parameters.push({ key: 'Q^classId^S', value: f.classId });
  if (f.result) parameters.push({ key: 'Q^result^S', value: f.result });
  return { parameters, requestPage: { pageNo, limit }, sorts: [{ field: 'date', order: 'DESC' }] };
}

export function rangeProblem(f: Pick<PersonalFilters, 'from' | 'to'>): boolean {
  return Boolean(f.from && f.to && f.to < f.from);
}

/** The label of an item: the school's word in this language, else the app's default (`fallback`). */
export function itemLabel(
  key: DormPersonalItem,
  labels: readonly DormPersonalItemLabel[] | undefined,
  locale: string,
  fallback: (key: DormPersonalItem) => string,
): string {
  const own = labels?.find((l) => l.key === key)?.label;
  return own?.[locale as Locale] ?? fallback(key);
}

/** The items in their fixed order with labels, for the checkboxes and the rows. */
export function itemOptions(
  labels: readonly DormPersonalItemLabel[] | undefined,
  locale: string,
  fallback: (key: DormPersonalItem) => string,
): { key: DormPersonalItem; label: string }[] {
  return dormPersonalItems.map((key) => ({ key, label: itemLabel(key, labels, locale, fallback) }));
}

/** Roles that record checks (the server's registrars); other staff (a teacher) only read. */
const recorderRoles = new Set(['counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin']);
const studentRoles = new Set(['student', 'newStudent']);

export function personalSide(roleAlias: string | null | undefined): 'student' | 'staff' {
  return studentRoles.has(roleAlias ?? '') ? 'student' : 'staff';
}

export function canRecord(roleAlias: string | null | undefined): boolean {
  return recorderRoles.has(roleAlias ?? '');
}

/** The school's today as yyyy-MM-dd (a check cannot be dated later). */
export function schoolToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
}

export type PersonalDraft = { studentId: string; date: string; score: number };

/** The form may be sent: a student chosen, a date not after today, a score in 0–100. */
export function draftReady(d: PersonalDraft, today: string): boolean {
  return (
    d.studentId !== '' &&
    d.date !== '' &&
    d.date <= today &&
    Number.isInteger(d.score) &&
    d.score >= 0 &&
    d.score <= 100
  );
}

/** Points off per failed item for the suggested score; the inspector may set another. */
export const pointsPerFailedItem = 10;

export function suggestedScore(failedCount: number): number {
  return Math.max(0, 100 - failedCount * pointsPerFailedItem);
}
