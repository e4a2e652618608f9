import { validateFormValues } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CellContext,
  cellText,
  filtersFrom,
  formFromBuild,
  optionsOf,
  rowValues,
  type SearchField,
  splitSearchFields,
} from '../list-model.ts';

const field = (p: Partial<SearchField> & Pick<SearchField, 'field' | 'op'>): SearchField => ({
  key: `Q^${p.field}^${p.op}`,
  label: p.field,
  type: 'string',
  dictionaryKey: null,
  ...p,
});

describe('search fields', () => {
  const name = field({ field: 'name', op: 'SL' });
  const kind = field({ field: 'kind', op: 'S' });
  const from = field({ field: 'day', op: 'DG', type: 'date' });
  const count = field({ field: 'count', op: 'NG', type: 'number' });

  it('puts the first text search in the search bar and the rest in the filter popup', () => {
    expect(splitSearchFields([kind, name, from])).toEqual({ keyword: name, others: [kind, from] });
    expect(splitSearchFields([kind]).keyword).toBeNull();
  });

  it('builds the Q^ parameters, leaving empty values out and sending numbers as numbers', () => {
    const values = { [name.key]: ' 李 ', [kind.key]: '', [from.key]: '2026-01-01', [count.key]: '3' };
    expect(filtersFrom([name, kind, from, count], values)).toEqual([
      { key: 'Q^name^SL', value: '李' },
      { key: 'Q^day^DG', value: '2026-01-01' },
      { key: 'Q^count^NG', value: 3 },
    ]);
    expect(filtersFrom([count], { [count.key]: 'abc' })).toEqual([]);
  });
});

describe('cells', () => {
  const ctx: CellContext = {
    options: new Map([['activity', [{ value: 'lecture', label: '学术讲座' }]]]),
    dictionaries: new Map([['gender', new Map([['male', '男']])]]),
    yes: '是',
    no: '否',
  };
  it('shows labels for options, dictionaries and booleans, and local times', () => {
    expect(cellText({ field: 'activity', type: 'string', dictionaryKey: null }, 'lecture', ctx)).toBe('学术讲座');
    expect(cellText({ field: 'g', type: 'dictionary', dictionaryKey: 'gender' }, 'male', ctx)).toBe('男');
    expect(cellText({ field: 'ok', type: 'boolean', dictionaryKey: null }, false, ctx)).toBe('否');
    expect(cellText({ field: 'x', type: 'string', dictionaryKey: null }, null, ctx)).toBe('');
    expect(cellText({ field: 't', type: 'datetime', dictionaryKey: null }, '2026-03-04T05:06:00.000Z', ctx)).toMatch(
      /^2026-03-0\d \d{2}:\d{2}$/,
    );
  });
});

describe('forms of templates without one', () => {
  it('makes a form from the dataset columns that the shared validator checks like the server', () => {
    const definition = formFromBuild({
      key: 'rooms',
      name: '宿舍',
      formFields: [
        { field: 'room', label: '房间', type: 'string', dictionaryKey: null, required: true, maxLength: 10 },
        { field: 'beds', label: '床位', type: 'integer', dictionaryKey: null, required: false, maxLength: null },
        {
          field: 'checked',
          label: '检查时间',
          type: 'datetime',
          dictionaryKey: null,
          required: false,
          maxLength: null,
        },
      ],
    });
    expect(definition.fields.map((f) => f.field_type)).toEqual(['text', 'number', 'text']);
    expect(validateFormValues(definition, { beds: 2.5, checked: 'soon' })).toEqual([
      { field: 'room', rule: 'required' },
      { field: 'beds', rule: 'decimals' },
      { field: 'checked', rule: 'date' },
    ]);
    expect(optionsOf(definition).size).toBe(0);
  });

  it('strips the system columns from a row before editing it', () => {
    expect(rowValues({ id: '1', createTime: 'a', updateTime: 'b', room: '101' })).toEqual({ room: '101' });
  });
});
