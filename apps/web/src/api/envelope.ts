import type { Envelope } from '@campusflow/contracts';

/** States the client accepts as success (spec §8). */
export const acceptedStates: ReadonlySet<number> = new Set([200, 2, 103, 501]);

export const stateTokenExpired = 6020301;
export const stateIllegalToken = 6020201;
export const stateLoggedInElsewhere = 6020102;
export const statePasswordExpired = 6020109;
export const stateFirstLoginChange = 6020133;

/** What the client does with one HTTP answer. Pure, so every branch is tested without a browser. */
export type Outcome =
  | { type: 'ok'; envelope: Envelope<unknown> }
  | { type: 'refresh' }
  | { type: 'relogin'; envelope: Envelope<unknown> }
  | { type: 'passwordExpired'; envelope: Envelope<unknown> }
  | { type: 'firstLogin'; envelope: Envelope<unknown> }
  | { type: 'stateError'; envelope: Envelope<unknown> }
  | { type: 'httpError'; status: number }
  | { type: 'noState' };

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { state?: unknown }).state === 'number';
}

/** The envelope first, the HTTP status second (api-conventions §1). */
export function classify(httpStatus: number, body: unknown): Outcome {
  if (isEnvelope(body)) {
    const envelope: Envelope<unknown> = {
      state: body.state,
      message: body.message ?? '',
      cause: body.cause ?? null,
      data: body.data ?? null,
      variables: body.variables ?? null,
    };
    const s = envelope.state;
    if (acceptedStates.has(s)) return { type: 'ok', envelope };
    if (s === stateTokenExpired) return { type: 'refresh' };
    if (s === stateIllegalToken || s === stateLoggedInElsewhere) return { type: 'relogin', envelope };
    if (s === statePasswordExpired) return { type: 'passwordExpired', envelope };
    if (s === stateFirstLoginChange) return { type: 'firstLogin', envelope };
    return { type: 'stateError', envelope };
  }
  if (httpStatus < 200 || httpStatus >= 300) return { type: 'httpError', status: httpStatus };
  return { type: 'noState' };
}

const httpKeys = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);

/** The common-namespace key of an HTTP status without an envelope (spec §8). */
export function httpMessageKey(status: number): string {
  return httpKeys.has(status) ? `api.http${status}` : 'api.unknown';
}

/** "message + cause" of a toast, without repeating the cause when it adds nothing. */
export function errorText(envelope: Pick<Envelope<unknown>, 'message' | 'cause'>): string {
  const { message, cause } = envelope;
  return cause && cause !== message ? `${message}: ${cause}` : message;
}
