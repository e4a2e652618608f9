import {
  type FieldError,
  type FieldRight,
  type FormDefinition,
  type FormField,
  isValidationMessageKey,
  type Locale,
  validateFormValues,
  validationMessage,
  valueFields,
} from '@campusflow/contracts';

/**
 * The client check: exactly the contracts' validateFormValues (the server runs the same one), so a
 * form that passes here passes there unless the data changed in between.
 */
export function validateForm(
  definition: FormDefinition,
  values: Record<string, unknown>,
  rights?: Record<string, FieldRight>,
): FieldError[] {
  try {
    return validateFormValues(definition, values, rights ?? {});
  } catch (error) {
    // A definition the shared validator cannot handle must not freeze the screen: the server checks again.
    console.error('form validation failed', error);
    return [];
  }
}

/** Finds a (possibly sub-table column) field by an error path such as `items[2].amount`. */
export function fieldAtPath(definition: Pick<FormDefinition, 'fields'>, path: string): FormField | undefined {
  const [head, ...rest] = path.split('.');
  const top = valueFields(definition.fields).find((f) => f.name === (head ?? '').replace(/\[\d+\]$/, ''));
  if (!top || rest.length === 0) return top;
  return top.field_options.columns?.find((c) => c.name === rest.join('.'));
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * One error in the user's language. The generic validators use the shared validation messages of the
 * contracts; the structural rules (min, maxLength, option…) use the forms namespace with the field's
 * limits filled in; a definition's own message (pattern_message, verifys) wins when present.
 */
export function fieldErrorText(error: FieldError, locale: Locale, t: Translate, field?: FormField | undefined): string {
  if (error.message) return error.message;
  if (isValidationMessageKey(error.rule)) return validationMessage(error.rule, locale);
  const o = field?.field_options ?? {};
  const vars = {
    min: o.min ?? '',
    max: o.max ?? '',
    minLength: o.min_length ?? '',
    maxLength: o.max_length ?? '',
    decimals: o.decimals ?? '',
    maxFiles: o.max_files ?? 20,
  };
  const key = `forms:rules.${error.rule}`;
  const text = t(key, vars);
  return text === key || text === `rules.${error.rule}` ? t('forms:rules.invalid') : text;
}
