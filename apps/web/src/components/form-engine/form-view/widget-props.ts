import type { FormField } from '@campusflow/contracts';

/** What every field widget receives; `readOnly` widgets show their value and never call onChange. */
export type WidgetProps = {
  field: FormField;
  value: unknown;
  /** DOM id of the control; the field's label points at it. */
  id: string;
  readOnly: boolean;
  invalid: boolean;
  onChange: (value: unknown) => void;
};
