import autocannon from 'autocannon';

export type LoadFigure = { label: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** One autocannon run against a listening URL; non-2xx answers count as errors so a broken route cannot look fast. */
export async function measureLoad(
  label: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<LoadFigure> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers ?? {},
    // The load generator runs in a worker thread so it does not share the server's event loop.
    workers: 1,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** One request of a fleet: its own token (in `tokenHeader`) and JSON body. */
export type LoadCall = { token: string; body: string };

/**
 * One autocannon POST per call, each with its own token and body (many users, one request each), so
 * a figure is not one user's request repeated. Non-2xx answers count as errors.
 */
export async function measureCalls(
  label: string,
  url: string,
  calls: readonly LoadCall[],
  options: { tokenHeader: string; connections: number },
): Promise<LoadFigure & { requests: number }> {
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    amount: calls.length,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const call = calls[next % calls.length] as LoadCall;
          next += 1;
          return { ...request, body: call.body, headers: { ...request.headers, [options.tokenHeader]: call.token } };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    label,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Prints a figure and its ratio to the baseline measured in the same run (non-negotiable 6). */
export function printRatio(figure: LoadFigure, baseline: LoadFigure): number {
  const ratio = baseline.requestsPerSecond > 0 ? figure.requestsPerSecond / baseline.requestsPerSecond : 0;
  console.log(
    `${figure.label}: ${figure.requestsPerSecond} req/s (p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, errors ${figure.errors}); ` +
      `baseline ${baseline.label}: ${baseline.requestsPerSecond} req/s; ratio ${ratio.toFixed(2)}`,
  );
  return ratio;
}
