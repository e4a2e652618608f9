import type { FieldError, FieldRight, FormDefinition } from '@campusflow/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { toastFormError } from '../../../components/dialogs.tsx';
import { validateForm } from '../../../components/form-engine/index.ts';
import type { FormAnswer } from '../api/workflow-api.ts';
import { coerceNumbers, fallbackDefinition, onlyKnown, serverDefinition } from '../logic/fallback-form.ts';
import { useFallbackLabels } from './form-block.tsx';

/**
 * The form state of a start or task page: the definition (the process's form, or the stand-in for
 * processes without one), rights, values, and the client check before sending.
 */
export function useRequestForm(answer: FormAnswer | undefined, defKey: string | undefined, editable: boolean) {
  const { labels, placeholders } = useFallbackLabels();
  const [edited, setEdited] = useState<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const initial = answer?.formModel.formValue ?? answer?.boData ?? {};
  const fromServer = serverDefinition(answer?.formModel.formData);
  // The stand-in is built once per answer: later edits must not add or drop fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the answer
  const definition: FormDefinition = useMemo(
    () => fromServer ?? fallbackDefinition(defKey, initial, labels, placeholders),
    [answer, defKey],
  );
  const rights = (fromServer ? answer?.permissions : undefined) as Record<string, FieldRight> | undefined;
  const values = edited ?? initial;

  /** The values to send, or null after showing the errors. */
  const check = (): Record<string, unknown> | null => {
    const data = fromServer
      ? coerceNumbers(definition, values)
      : onlyKnown(definition, coerceNumbers(definition, values));
    const found = editable ? validateForm(definition, data, rights) : [];
    setErrors(found);
    if (found.length > 0) {
      toastFormError();
      return null;
    }
    return data;
  };
  /** A server 6080103 answer marks the fields it names. */
  const showServerErrors = (error: unknown) => {
    const list = error instanceof ApiError ? (error.variables?.errors as FieldError[] | undefined) : undefined;
    if (Array.isArray(list)) setErrors(list);
  };
  return {
    definition,
    rights,
    values,
    errors,
    setValues: (v: Record<string, unknown>) => setEdited(v),
    check,
    showServerErrors,
    dirty: edited !== null,
  };
}
