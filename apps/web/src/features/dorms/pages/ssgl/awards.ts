import type { DormAwardCandidate, DormAwardStats } from '@campusflow/contracts';

// Model room (文明宿舍) pages: which term, which rooms can still be proposed, and the figures per
// building. (leave has the same term rule; features do not import each other, so it is repeated here.)

/** Sep–Jan: the autumn term (1) of year/year+1; Feb–Aug: the spring term (2). */
export function termOf(day: Date): string {
  const y = day.getFullYear();
  const m = day.getMonth() + 1;
  if (m >= 9) return `${y}-${y + 1}-1`;
  if (m === 1) return `${y - 1}-${y}-1`;
  return `${y - 1}-${y}-2`;
}

/** This term and the two before it, newest first. */
export function recentTerms(today: Date, count = 3): string[] {
  const terms = [termOf(today)];
  while (terms.length < count) {
    const [first, second, half] = (terms.at(-1) as string).split('-').map(Number) as [number, number, number];
    terms.push(half === 2 ? `${first}-${second}-1` : `${first - 1}-${second - 1}-2`);
  }
  return terms;
}

/** Rooms of the ranking not proposed or awarded yet, best first (the server ranks them). */
export function openCandidates(candidates: readonly DormAwardCandidate[]): DormAwardCandidate[] {
  return candidates.filter((c) => c.status === null);
}

/** The chart's bars: published awards per building (proposals are not awards yet). */
export function awardBars(stats: DormAwardStats | undefined) {
  return (stats ?? []).map((b) => ({ key: b.buildingId, label: b.buildingName, value: b.published }));
}
