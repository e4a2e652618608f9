import { validateFormValues } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { coerceNumbers, fallbackDefinition, serverDefinition } from './fallback-form.ts';

const labels = { title: 'T', content: 'C', days: 'D', reason: 'R' };

describe('stand-in form of processes without one', () => {
  it('general application: title and content, title required', () => {
    const d = fallbackDefinition('general_application', {}, labels, labels);
    expect(d.fields.map((f) => f.name)).toEqual(['title', 'content']);
    expect(validateFormValues(d, {}).map((e) => e.field)).toContain('title');
    expect(validateFormValues(d, { title: 'x', content: 'y' })).toEqual([]);
  });

  it('two-level approval asks for the days its gateway reads', () => {
    const d = fallbackDefinition('two_level_approval', {}, labels, labels);
    expect(d.fields.map((f) => f.name)).toEqual(['title', 'days', 'reason']);
    const values = coerceNumbers(d, { title: 'x', days: '5' });
    expect(values.days).toBe(5);
    expect(validateFormValues(d, values)).toEqual([]);
  });

  it('a view without the key shows the values there, unknown keys by their name', () => {
    const d = fallbackDefinition(undefined, { days: 2, title: 'a', extra: 'z' }, labels, labels);
    expect(d.fields.map((f) => [f.name, f.label])).toEqual([
      ['title', 'T'],
      ['days', 'D'],
      ['extra', 'extra'],
    ]);
  });

  it('the server definition is used only when it is one', () => {
    expect(serverDefinition(null)).toBeNull();
    expect(serverDefinition({ name: 'n', code: 'c', fields: [] })).toBeNull();
    expect(
      serverDefinition({
        name: 'n',
        code: 'c',
        fields: [{ name: 'a', label: 'A', field_type: 'text', field_options: {} }],
      })?.fields,
    ).toHaveLength(1);
  });
});
