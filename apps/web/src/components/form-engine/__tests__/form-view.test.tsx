import { type FieldError, FormDefinition } from '@campusflow/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FormView, validateForm } from '../index.ts';
import { fieldHtml, render } from './render-helpers.tsx';

vi.mock('antd-mobile', () => import('./antd-mobile-stub.tsx'));

const definition = FormDefinition.parse({
  name: '测试表单',
  code: 'testForm',
  fields: [
    { name: 'title', label: '标题', field_type: 'text', field_options: { required: true, max_length: 10 } },
    { name: 'mobile', label: '手机', field_type: 'text', field_options: { validator: 'mobile' } },
    {
      name: 'code',
      label: '编码',
      field_type: 'text',
      field_options: { pattern: '^[A-Z]+$', pattern_message: '只能是大写字母' },
    },
    { name: 'secret', label: '密级', field_type: 'text', field_options: {} },
    { name: 'fixed', label: '固定值', field_type: 'text', field_options: { required: true } },
    { name: 'note', label: '说明', field_type: 'textarea', field_options: {} },
    {
      name: 'kind',
      label: '类型',
      field_type: 'select',
      field_options: {
        options: [
          { value: 'a', label: '甲类' },
          { value: 'b', label: '乙类' },
        ],
      },
    },
    { name: 'me', label: '申请人', field_type: 'current_user', field_options: {} },
    { name: 'hint', label: '请按实际填写', field_type: 'desc', field_options: {} },
    {
      name: 'items',
      label: '明细',
      field_type: 'table',
      field_options: {
        columns: [
          { name: 'what', label: '物品', field_type: 'text', field_options: { required: true } },
          { name: 'amount', label: '数量', field_type: 'number', field_options: { min: 1 } },
        ],
      },
    },
  ],
});

const values = {
  title: '你好',
  fixed: '不可改',
  kind: 'b',
  me: '李明',
  items: [{ what: '笔', amount: 2 }, { what: '' }],
};
const rights = { secret: 'h', fixed: 'r', note: 'b' } as const;

describe('FormView rights', () => {
  it('does not render hidden fields, shows read-only values as text and marks required ones', async () => {
    const html = await render(<FormView definition={definition} values={values} rights={rights} onChange={() => {}} />);
    expect(fieldHtml(html, 'secret')).toBe('');
    expect(html).not.toContain('密级');
    const fixed = fieldHtml(html, 'fixed');
    expect(fixed).toContain('不可改');
    expect(fixed).not.toContain('<input');
    // A read-only field is never required, whatever its definition says.
    expect(fixed).not.toContain('cf-required');
    expect(fieldHtml(html, 'note')).toContain('cf-required');
    expect(fieldHtml(html, 'title')).toContain('<input');
    expect(fieldHtml(html, 'title')).toContain('cf-required');
    // Select values show their option labels; auto-filled values are shown, never edited.
    expect(fieldHtml(html, 'kind')).toContain('乙类');
    expect(fieldHtml(html, 'me')).toContain('李明');
    expect(fieldHtml(html, 'me')).not.toContain('<input');
    expect(html).toContain('请按实际填写');
  });

  it('a read-only form has no inputs and no sub-table buttons', async () => {
    const html = await render(<FormView definition={definition} values={values} readOnly />);
    expect(html).not.toContain('<input');
    expect(html).not.toContain('<textarea');
    expect(html).not.toContain('添加一行');
    expect(fieldHtml(html, 'title')).toContain('你好');
  });

  it('missing rights mean editable', async () => {
    const html = await render(<FormView definition={definition} values={{}} onChange={() => {}} />);
    expect(fieldHtml(html, 'secret')).toContain('<input');
    expect(fieldHtml(html, 'fixed')).toContain('<input');
  });
});

describe('validation messages', () => {
  it('validateForm applies the contracts rules under the rights', () => {
    const errors = validateForm(definition, { mobile: '123', code: 'abc', title: '12345678901', items: [] }, rights);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'title', rule: 'maxLength' },
        { field: 'mobile', rule: 'mobile' },
        { field: 'code', rule: 'pattern', message: '只能是大写字母' },
        { field: 'note', rule: 'required' },
      ]),
    );
    // Read-only and hidden fields are not checked.
    expect(errors.some((e) => e.field === 'fixed' || e.field === 'secret')).toBe(false);
  });

  it('shows each error at its field in the user language, with the field limits filled in', async () => {
    const errors: FieldError[] = [
      { field: 'title', rule: 'maxLength' },
      { field: 'mobile', rule: 'mobile' },
      { field: 'code', rule: 'pattern', message: '只能是大写字母' },
      { field: 'note', rule: 'required' },
      { field: '', rule: 'verify', message: '结束日期不能早于开始日期' },
    ];
    const zh = await render(<FormView definition={definition} values={{}} errors={errors} onChange={() => {}} />);
    expect(fieldHtml(zh, 'title')).toContain('不能超过 10 个字符');
    expect(fieldHtml(zh, 'mobile')).toContain('手机号码格式不正确');
    expect(fieldHtml(zh, 'code')).toContain('只能是大写字母');
    expect(fieldHtml(zh, 'note')).toContain('此项为必填项');
    expect(zh).toContain('结束日期不能早于开始日期');
    expect(fieldHtml(zh, 'title')).toContain('role="alert"');

    const en = await render(
      <FormView definition={definition} values={{}} errors={errors} onChange={() => {}} />,
      'en-US',
    );
    expect(fieldHtml(en, 'title')).toContain('At most 10 characters');
    expect(fieldHtml(en, 'mobile')).toContain('Enter a valid mobile number');
    expect(fieldHtml(en, 'note')).toContain('This field is required');
  });
});

describe('sub-tables', () => {
  it('renders one card per row with cell errors at their paths', async () => {
    const errors = validateForm(definition, { title: 'x', note: 'y', items: values.items }, rights);
    expect(errors).toEqual([{ field: 'items[1].what', rule: 'required' }]);
    const html = await render(
      <FormView definition={definition} values={values} rights={rights} errors={errors} onChange={() => {}} />,
    );
    expect(html).toContain('data-field="items[0].what"');
    expect(html).toContain('data-field="items[1].amount"');
    expect(fieldHtml(html, 'items[1].what')).toContain('此项为必填项');
    expect(fieldHtml(html, 'items[0].what')).not.toContain('cf-field-error');
    expect(html).toContain('第 2 行');
    expect(html).toContain('添加一行');
  });

  it('checks sub-table cells with their own rules', () => {
    const errors = validateForm(definition, { title: 'x', note: 'y', items: [{ what: '纸', amount: 0 }] }, rights);
    expect(errors).toEqual([{ field: 'items[0].amount', rule: 'min' }]);
  });

  it('a read-only sub-table shows values without add or remove buttons', async () => {
    const html = await render(
      <FormView definition={definition} values={values} rights={{ ...rights, items: 'r' }} onChange={() => {}} />,
    );
    expect(fieldHtml(html, 'items[0].what')).toContain('笔');
    expect(fieldHtml(html, 'items[0].what')).not.toContain('<input');
    expect(html).not.toContain('添加一行');
    expect(html).not.toContain('>删除<');
  });
});
