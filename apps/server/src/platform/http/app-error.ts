import { type StateCodeName, stateCodes } from '@campusflow/contracts';

/** The one error type of the server: a product state code, and a safe technical cause. */
export class AppError extends Error {
  readonly httpStatus: number;
  readonly state: number;

  constructor(
    readonly codeName: StateCodeName,
    override readonly cause?: string,
    readonly extra?: { retryAfterSeconds?: number; variables?: Record<string, unknown> },
  ) {
    super(codeName);
    this.httpStatus = stateCodes[codeName].httpStatus;
    this.state = stateCodes[codeName].code;
  }
}
