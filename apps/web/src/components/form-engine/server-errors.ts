import type { FieldError } from '@campusflow/contracts';
import { ApiError } from '../../api/api-error.ts';

/** Form validation failed on the server (FORM_VALIDATION_FAILED, api-conventions §5). */
export const stateFormValidation = 6080103;

function isFieldError(v: unknown): v is FieldError {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { field?: unknown }).field === 'string' &&
    typeof (v as { rule?: unknown }).rule === 'string'
  );
}

/** The field errors a server answer carries in `variables.errors`, or null when it carries none. */
export function serverFieldErrors(error: unknown): FieldError[] | null {
  if (!(error instanceof ApiError) || !error.variables) return null;
  const list = (error.variables as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return null;
  const errors = list.filter(isFieldError);
  return errors.length > 0 ? errors : null;
}
