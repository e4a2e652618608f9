/** Time source; tests inject a movable one so nothing sleeps (security-requirements.md). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type TestClock = Clock & { advance: (ms: number) => void; set: (at: Date | string) => void };

export function testClock(start: Date | string = '2026-09-01T08:00:00Z'): TestClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (at) => {
      t = new Date(at).getTime();
    },
  };
}
