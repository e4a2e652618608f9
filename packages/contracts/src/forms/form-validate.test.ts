import { describe, expect, it } from 'vitest';
import { FormDefinition } from './form-definition.ts';
import { checkValidator, isIdCardNumber, validateFormValues } from './form-validate.ts';

const form = FormDefinition.parse({
  name: 'x',
  code: 'x',
  fields: [
    { name: 'mobile', label: '手机', field_type: 'text', field_options: { validator: 'mobile', required: true } },
    { name: 'range', label: '日期', field_type: 'dateRange', field_options: {} },
    { name: 'kind', label: '类型', field_type: 'radio', field_options: { options: [{ value: 'a', label: 'A' }] } },
    {
      name: 'members',
      label: '成员',
      field_type: 'table',
      field_options: {
        columns: [{ name: 'who', label: '姓名', field_type: 'text', field_options: { required: true } }],
      },
    },
    {
      name: 'box',
      label: '',
      field_type: 'grid',
      field_options: { children: [{ name: 'inner', label: '内', field_type: 'number', field_options: { max: 3 } }] },
    },
  ],
});

describe('validateFormValues (run by the web app and the server alike)', () => {
  it('passes good values and reports each failed rule by field', () => {
    expect(validateFormValues(form, { mobile: '13800138000', range: ['2026-01-01', '2026-01-02'], kind: 'a' })).toEqual(
      [],
    );
    const errors = validateFormValues(form, {
      mobile: '123',
      range: ['2026-01-02', '2026-01-01'],
      kind: 'b',
      members: [{ who: '' }, { who: 'x', age: 1 }],
      inner: 4,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'mobile', rule: 'mobile' },
        { field: 'range', rule: 'dateOrder' },
        { field: 'kind', rule: 'option' },
        { field: 'members[0].who', rule: 'required' },
        { field: 'members[1].age', rule: 'unknown' },
        { field: 'inner', rule: 'max' },
      ]),
    );
  });

  it('applies node rights: read-only and hidden fields are not checked, b makes a field required', () => {
    expect(validateFormValues(form, {}, { mobile: 'r' })).toEqual([]);
    expect(validateFormValues(form, { mobile: '13800138000' }, { kind: 'b' })).toEqual([
      { field: 'kind', rule: 'required' },
    ]);
  });

  it('checks the ID-card check digit and the generic validators', () => {
    expect(isIdCardNumber('11010519491231002X')).toBe(true);
    expect(isIdCardNumber('110105194912310021')).toBe(false);
    expect(checkValidator('zip', '100871')).toBe(true);
    expect(checkValidator('email', 'a@b')).toBe(false);
    expect(checkValidator('key', '1abc')).toBe(false);
  });
});

describe('number decimals', () => {
  const whole = FormDefinition.parse({
    name: 'n',
    code: 'n',
    fields: [{ name: 'count', label: '人数', field_type: 'number', field_options: { decimals: 0 } }],
  });
  it('zero decimals accepts whole numbers and refuses fractions (no invalid pattern)', () => {
    expect(validateFormValues(whole, { count: 3 })).toEqual([]);
    expect(validateFormValues(whole, { count: 2.5 })).toEqual([{ field: 'count', rule: 'decimals' }]);
  });
});
