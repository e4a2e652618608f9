/** Why a call failed: a state in the envelope, an HTTP status without one, or the transport. */
export type ApiErrorKind = 'state' | 'http' | 'noState' | 'timeout' | 'network' | 'offline';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly state: number | null;
  readonly httpStatus: number | null;
  override readonly cause: string | null;
  readonly variables: Record<string, unknown> | null;
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: {
      state?: number | null;
      httpStatus?: number | null;
      cause?: string | null;
      variables?: Record<string, unknown> | null;
      data?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.state = extra.state ?? null;
    this.httpStatus = extra.httpStatus ?? null;
    this.cause = extra.cause ?? null;
    this.variables = extra.variables ?? null;
    this.data = extra.data;
  }

  /** For the paged list: a failed load with state 500 counts as a network problem (spec §4). */
  get isNetwork(): boolean {
    return this.kind === 'timeout' || this.kind === 'network' || this.kind === 'offline' || this.state === 500;
  }
}
