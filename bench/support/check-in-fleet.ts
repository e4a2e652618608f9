import { setTimeout as sleep } from 'node:timers/promises';

// Many users, one request each: `connections` workers take the next user's token from one queue, so a
// fleet of N tokens sends exactly N requests, each user once (autocannon reuses a built request per
// connection, which would send one user twice). Paced runs start request i at i / overallRate seconds.
// Anything but HTTP 200 with state 200 counts as an error, so a refused check-in cannot look fast.

export type FleetFigure = {
  label: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

export async function checkInFleet(
  label: string,
  url: string,
  options: {
    tokens: readonly string[];
    body: string;
    tokenHeader: string;
    connections: number;
    overallRate?: number;
    headers?: Record<string, string>;
  },
): Promise<FleetFigure> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.tokens.length) {
      const i = next;
      next += 1;
      if (options.overallRate) {
        const wait = started + (i * 1000) / options.overallRate - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const sent = performance.now();
      try {
        // Node's fetch keeps connections alive; the workers bound how many are open at once.
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.headers ?? {}),
            [options.tokenHeader]: options.tokens[i] as string,
          },
          body: options.body,
        });
        const text = await res.text();
        if (res.status !== 200 || !text.startsWith('{"state":200')) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    seconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    errors,
  };
}

/**
 * One line per run, then the summary: figures[0] bare burst, [1] app burst, [2] bare paced, [3] app
 * paced. The p99 aim is judged at the paced rate (2,000 in a minute), the throughput on the bursts.
 */
export function printFleet(figures: readonly FleetFigure[]): void {
  for (const f of figures) {
    console.log(
      `${f.label}: ${f.requests} check-ins in ${f.seconds} s → ${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, ` +
        `p99 ${f.p99Ms} ms, errors ${f.errors}`,
    );
  }
  const [bare, app, barePaced, appPaced] = figures;
  if (!bare || !app) return;
  const ratio = bare.requestsPerSecond > 0 ? app.requestsPerSecond / bare.requestsPerSecond : 0;
  console.log(
    `\nsummary: burst ${app.requests} students in ${app.seconds} s (budget 60 s), ${app.requestsPerSecond} req/s, ` +
      `p99 ${app.p99Ms} ms, errors ${app.errors}; bare route ${bare.requestsPerSecond} req/s, ratio ${ratio.toFixed(2)}`,
  );
  if (appPaced && barePaced) {
    console.log(
      `paced: p99 ${appPaced.p99Ms} ms (aim < 200; bare ${barePaced.p99Ms} ms), errors ${appPaced.errors + barePaced.errors} (aim 0)`,
    );
  }
}
