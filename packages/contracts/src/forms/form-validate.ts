import { evaluateCondition, scopeOf } from '../workflow/expression.ts';
import {
  autoFilledTypes,
  type FieldRight,
  type FormDefinition,
  type FormField,
  type GenericValidator,
  valueFields,
} from './form-definition.ts';

/** One problem with one field; `rule` is a stable key the client translates. */
export type FieldError = { field: string; rule: string; message?: string };

// The generic validators of spec §5 (mainland China formats for mobile, phone, postal code, ID card).
const patterns: Record<Exclude<GenericValidator, 'required' | 'notBlank' | 'boolean' | 'idCard'>, RegExp> = {
  float: /^[-+]?\d+(\.\d+)?$/,
  integer: /^[-+]?\d+$/,
  digits: /^\d+$/,
  date: /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  mobile: /^1[3-9]\d{9}$/,
  phone: /^(0\d{2,3}-?)?\d{7,8}$|^1[3-9]\d{9}$/,
  telephone: /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/,
  zip: /^\d{6}$/,
  url: /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
  key: /^[A-Za-z][A-Za-z0-9_]*$/,
};

/** GB 11643-1999 check digit of an 18-character resident ID number. */
export function isIdCardNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17]?.toUpperCase();
}

export function checkValidator(validator: GenericValidator, value: unknown): boolean {
  if (validator === 'required') return !isEmpty(value);
  if (validator === 'notBlank') return typeof value === 'string' ? value.trim() !== '' : !isEmpty(value);
  if (validator === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false';
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return false;
  if (validator === 'idCard') return isIdCardNumber(text);
  if (validator === 'date') return patterns.date.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10)));
  return patterns[validator].test(text);
}

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

const isDate = (v: unknown) => typeof v === 'string' && checkValidator('date', v);
const isIdLike = (v: unknown) =>
  (typeof v === 'string' && v.length > 0 && v.length <= 200) ||
  (typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string');

function optionValues(field: FormField): Set<string> | null {
  const options = field.field_options.options;
  return options && options.length > 0 ? new Set(options.map((o) => String(o.value))) : null;
}

/** Type, length, pattern, range and option checks of one non-empty value. */
function checkValue(field: FormField, value: unknown, path: string, errors: FieldError[]): void {
  const o = field.field_options;
  const fail = (rule: string, message?: string): void => {
    errors.push(message ? { field: path, rule, message } : { field: path, rule });
  };
  const allowed = optionValues(field);
  switch (field.field_type) {
    case 'number':
    case 'rate': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        fail('number');
        return;
      }
      if (o.min !== undefined && n < o.min) fail('min');
      if (o.max !== undefined && n > o.max) fail('max');
      // `\d{1,0}` is not a valid pattern: zero decimals means a whole number.
      if (o.decimals !== undefined) {
        const decimals = o.decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${o.decimals}})?$`);
        if (!decimals.test(String(n))) fail('decimals');
      }
      return;
    }
    case 'switch':
      if (typeof value !== 'boolean') fail('boolean');
      return;
    case 'datePicker':
      if (!isDate(value)) fail('date');
      return;
    case 'dateRange':
      if (!Array.isArray(value) || value.length !== 2 || !value.every(isDate)) {
        fail('dateRange');
        return;
      }
      if (String(value[0]) > String(value[1])) fail('dateOrder');
      return;
    case 'checkbox':
    case 'select':
    case 'radio':
    case 'dictionary': {
      const multiple = field.field_type === 'checkbox' || (field.field_type === 'select' && o.multiple === true);
      const values = multiple ? value : [value];
      if (!Array.isArray(values) || values.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
        fail('type');
        return;
      }
      if (allowed && values.some((v) => !allowed.has(String(v)))) fail('option');
      if (multiple && o.max !== undefined && values.length > o.max) fail('max');
      return;
    }
    case 'attachment':
    case 'image':
      if (!Array.isArray(value) || !value.every(isIdLike)) {
        fail('type');
        return;
      }
      if (value.length > (o.max_files ?? 20)) fail('maxFiles');
      return;
    case 'selector':
      if (!(isIdLike(value) || (Array.isArray(value) && value.every(isIdLike)))) fail('type');
      return;
    case 'table': {
      if (!Array.isArray(value)) {
        fail('type');
        return;
      }
      if (o.max !== undefined && value.length > o.max) fail('max');
      const columns = o.columns ?? [];
      value.forEach((row, i) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
          fail('type');
          return;
        }
        const known = new Set(columns.map((c) => c.name));
        for (const key of Object.keys(row))
          if (!known.has(key)) errors.push({ field: `${path}[${i}].${key}`, rule: 'unknown' });
        for (const column of columns) {
          checkField(
            column,
            (row as Record<string, unknown>)[column.name],
            `${path}[${i}].${column.name}`,
            'e',
            errors,
          );
        }
      });
      return;
    }
    default: {
      // text, textarea, editor, hidden, address, signature and the auto-filled types.
      const text = typeof value === 'number' ? String(value) : value;
      if (field.field_type === 'address' && typeof value === 'object' && value !== null) return;
      if (typeof text !== 'string') {
        fail('type');
        return;
      }
      const max = o.max_length ?? (field.field_type === 'editor' || field.field_type === 'signature' ? 200_000 : 2000);
      if ([...text].length > max) fail('maxLength');
      if (o.min_length !== undefined && [...text].length < o.min_length) fail('minLength');
      if (o.pattern && !safePattern(o.pattern).test(text)) fail('pattern', o.pattern_message);
    }
  }
  if (allowed && !['checkbox', 'select', 'radio', 'dictionary'].includes(field.field_type)) {
    if (!allowed.has(String(value))) fail('option');
  }
}

function safePattern(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return /(?!)/;
  }
}

function checkField(field: FormField, value: unknown, path: string, right: FieldRight, errors: FieldError[]): void {
  const required = right === 'b' || (right !== 'r' && right !== 'h' && field.field_options.required === true);
  if (isEmpty(value)) {
    if (required && !autoFilledTypes.has(field.field_type)) errors.push({ field: path, rule: 'required' });
    return;
  }
  checkValue(field, value, path, errors);
  const validator = field.field_options.validator;
  if (validator && !checkValidator(validator, value)) errors.push({ field: path, rule: validator });
}

/**
 * Validates values against a definition under the given rights (missing right = edit). Only fields the
 * user may edit are checked for requiredness; unknown keys are reported. Shared by server and client.
 */
export function validateFormValues(
  definition: Pick<FormDefinition, 'fields' | 'attrs'>,
  values: Record<string, unknown>,
  rights: Record<string, FieldRight> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const fields = valueFields(definition.fields);
  const known = new Set(fields.map((f) => f.name));
  for (const key of Object.keys(values)) if (!known.has(key)) errors.push({ field: key, rule: 'unknown' });
  for (const field of fields) {
    const right = rights[field.name] ?? 'e';
    if (right === 'h' || right === 'r') continue;
    checkField(field, values[field.name], field.name, right, errors);
  }
  if (errors.length === 0) {
    for (const verify of definition.attrs.verifys ?? []) {
      let passed = false;
      try {
        passed = evaluateCondition(verify.expression, scopeOf(values));
      } catch {
        passed = false;
      }
      if (!passed) errors.push({ field: '', rule: 'verify', message: verify.message });
    }
  }
  return errors;
}
