import { FormDefinition } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { fileNameOf } from '../api/raw-fetch.ts';
import {
  displayText,
  editableValues,
  effectiveRight,
  formatDate,
  htmlToText,
  isSignatureImage,
  parseDate,
  parseNumberInput,
  safeHref,
} from '../form-view/field-values.ts';
import { allowedExtensions, checkFile, formatBytes, toFileValues } from '../form-view/file-limits.ts';
import { fieldErrorText } from '../form-view/validate-form.ts';
import { serverFieldErrors } from '../server-errors.ts';

const definition = FormDefinition.parse({
  name: 'x',
  code: 'x',
  fields: [
    { name: 'a', label: 'A', field_type: 'text', field_options: {} },
    { name: 'b', label: 'B', field_type: 'text', field_options: {} },
    { name: 'c', label: 'C', field_type: 'current_user', field_options: {} },
    { name: 'd', label: 'D', field_type: 'text', field_options: {} },
  ],
});

describe('rights', () => {
  it('resolves the effective right of a field', () => {
    const text = { name: 'a', field_type: 'text' } as const;
    expect(effectiveRight(text, undefined, false)).toBe('e');
    expect(effectiveRight(text, { a: 'b' }, false)).toBe('b');
    expect(effectiveRight(text, { a: 'b' }, true)).toBe('r');
    expect(effectiveRight(text, { a: 'h' }, true)).toBe('h');
    expect(effectiveRight({ name: 'c', field_type: 'current_user' }, { c: 'e' }, false)).toBe('r');
  });

  it('sends only what the user may edit', () => {
    const values = { a: 1, b: 2, c: 'me', d: 4 };
    expect(editableValues(definition, values, { b: 'r', d: 'h' })).toEqual({ a: 1 });
  });
});

describe('values', () => {
  it('keeps a partial number as text so the validator can flag it', () => {
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('1.')).toBe('1.');
  });

  it('formats and parses dates in the contracts format', () => {
    const d = new Date(2026, 0, 5, 9, 7);
    expect(formatDate(d, 'day')).toBe('2026-01-05');
    expect(formatDate(d, 'minute')).toBe('2026-01-05 09:07');
    expect(parseDate('2026-01-05 09:07')?.getHours()).toBe(9);
    expect(parseDate('nope')).toBeNull();
  });

  it('shows values as text, never as HTML', () => {
    const editor = { name: 'e', label: 'E', field_type: 'editor', field_options: {} } as const;
    expect(displayText(editor, '<p>a &amp; b</p><script>x</script>', { yes: 'Y', no: 'N' })).toBe('a & b');
    expect(htmlToText('a<br>b')).toBe('a\nb');
    const sw = { name: 's', label: 'S', field_type: 'switch', field_options: {} } as const;
    expect(displayText(sw, true, { yes: '是', no: '否' })).toBe('是');
    const sel = { name: 'p', label: 'P', field_type: 'selector', field_options: {} } as const;
    expect(
      displayText(
        sel,
        [
          { id: '1', name: '张三' },
          { id: '2', name: '李四' },
        ],
        { yes: '', no: '' },
      ),
    ).toBe('张三、李四');
  });

  it('follows only http(s) links and shows only PNG signatures', () => {
    const link = (url: string) => ({ name: 'l', label: 'L', field_type: 'hyperlink', field_options: { url } }) as const;
    expect(safeHref(link('https://example.edu/a'))).toBe('https://example.edu/a');
    expect(safeHref(link('javascript:alert(1)'))).toBeNull();
    expect(isSignatureImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSignatureImage('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });
});

describe('files', () => {
  it('narrows the tenant extensions for images and checks size and type before upload', () => {
    const settings = { maxBytes: 1024, extensions: ['pdf', 'JPG', '.png'] };
    expect(allowedExtensions(settings, false)).toEqual(['pdf', 'jpg', 'png']);
    expect(allowedExtensions(settings, true)).toEqual(['jpg', 'png']);
    expect(checkFile({ name: 'a.pdf', size: 2048 }, 1024, ['pdf'])).toBe('tooLarge');
    expect(checkFile({ name: 'a.exe', size: 10 }, 1024, ['pdf'])).toBe('badType');
    expect(checkFile({ name: 'A.PDF', size: 10 }, 1024, ['pdf'])).toBeNull();
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(toFileValues(['x', { id: 'y', name: 'y.pdf', size: 3 }, 7])).toEqual([
      { id: 'x', name: 'x' },
      { id: 'y', name: 'y.pdf', size: 3, isImage: undefined },
    ]);
  });

  it('reads the download name from Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E6%8A%A5%E5%90%8D.csv`)).toBe('报名.csv');
    expect(fileNameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('errors', () => {
  it('takes field errors from a 6080103 answer', () => {
    const error = new ApiError('state', 'x', {
      state: 6080103,
      variables: { errors: [{ field: 'a', rule: 'required' }, 5] },
    });
    expect(serverFieldErrors(error)).toEqual([{ field: 'a', rule: 'required' }]);
    expect(serverFieldErrors(new ApiError('state', 'x', { state: 500 }))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });

  it('translates rules: shared messages, forms namespace with limits, own messages first', () => {
    const t = (key: string, vars?: Record<string, unknown>) => `${key}:${JSON.stringify(vars ?? {})}`;
    expect(fieldErrorText({ field: 'a', rule: 'email' }, 'en-US', t)).toBe('Enter a valid email address');
    expect(fieldErrorText({ field: 'a', rule: 'pattern', message: 'Own' }, 'en-US', t)).toBe('Own');
    const field = { name: 'n', label: 'N', field_type: 'number', field_options: { min: 2 } } as const;
    expect(fieldErrorText({ field: 'n', rule: 'min' }, 'zh-CN', t, field)).toContain('"min":2');
  });
});
