import {
  arrivalTransports,
  greenChannelPlans,
  idTypes,
  type OnboardingStepKey,
  retentionReasons,
  studentLoanKinds,
} from '@campusflow/contracts';

// The form of each step as data: one generic form renders them (pages/step-form.tsx). Kinds map to
// antd-mobile inputs; `options` are i18n keys under `fields.<optionsKey>`; values follow the contracts.

export type FieldKind = 'text' | 'textarea' | 'number' | 'int' | 'date' | 'time' | 'select' | 'switch' | 'mobile';
export type FieldDef = {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** i18n key of the label under `fields.` (default: the name). */
  label?: string;
  options?: readonly string[];
  optionsKey?: string;
};

export const familyFields: FieldDef[] = [
  { name: 'relation', kind: 'text', required: true },
  { name: 'name', kind: 'text', required: true },
  { name: 'mobile', kind: 'mobile' },
  { name: 'workplace', kind: 'text' },
];

export const stepFields: Partial<Record<OnboardingStepKey, FieldDef[]>> = {
  personalInfo: [
    { name: 'idType', kind: 'select', required: true, options: idTypes, optionsKey: 'idTypes' },
    { name: 'idNumber', kind: 'text', required: true },
    { name: 'mobile', kind: 'mobile', required: true },
    { name: 'email', kind: 'text' },
    { name: 'nation', kind: 'text' },
    { name: 'politicalStatus', kind: 'text' },
    { name: 'homeAddress', kind: 'textarea', required: true },
    { name: 'emergencyName', kind: 'text', required: true },
    { name: 'emergencyRelation', kind: 'text', required: true },
    { name: 'emergencyMobile', kind: 'mobile', required: true },
  ],
  arrival: [
    { name: 'date', kind: 'date', required: true },
    { name: 'time', kind: 'time' },
    { name: 'transport', kind: 'select', required: true, options: arrivalTransports, optionsKey: 'transports' },
    { name: 'trainOrFlightNo', kind: 'text' },
    { name: 'station', kind: 'text' },
    { name: 'companions', kind: 'int', required: true },
    { name: 'needsPickup', kind: 'switch' },
  ],
  greenChannel: [
    { name: 'amountOwed', kind: 'number', required: true },
    { name: 'plan', kind: 'select', required: true, options: greenChannelPlans, optionsKey: 'plans' },
    { name: 'reason', kind: 'textarea', required: true },
  ],
  studentLoan: [
    { name: 'kind', kind: 'select', required: true, options: studentLoanKinds, optionsKey: 'kinds' },
    { name: 'amount', kind: 'number', required: true },
    { name: 'receiptCode', kind: 'text' },
  ],
  dayStudent: [
    { name: 'address', kind: 'textarea', required: true },
    { name: 'distanceKm', kind: 'number', required: true },
    { name: 'guardianName', kind: 'text', required: true },
    { name: 'guardianMobile', kind: 'mobile', required: true },
    { name: 'reason', kind: 'textarea', required: true },
  ],
  enlistment: [
    { name: 'enlistDate', kind: 'date', required: true },
    { name: 'office', kind: 'text', required: true },
    { name: 'reason', kind: 'textarea' },
  ],
  statusRetention: [
    {
      name: 'reason',
      kind: 'select',
      required: true,
      label: 'retentionReason',
      options: retentionReasons,
      optionsKey: 'retentionReasons',
    },
    { name: 'years', kind: 'select', required: true, options: ['1', '2'] },
    { name: 'detail', kind: 'textarea', required: true },
  ],
};

type Values = Record<string, unknown>;

/** Form values (selectors hold arrays, inputs strings) → the step's data as the contracts expect it. */
export function toStepData(fields: FieldDef[], values: Values, extra: Values = {}): Values {
  const data: Values = { ...extra };
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'select') {
      const picked = Array.isArray(v) ? v[0] : v;
      if (picked === undefined || picked === '') continue;
      data[f.name] = f.name === 'years' ? Number(picked) : picked;
    } else if (f.kind === 'number' || f.kind === 'int') {
      if (v === undefined || v === '' || v === null) continue;
      data[f.name] = Number(v);
    } else if (f.kind === 'switch') {
      data[f.name] = Boolean(v);
    } else if (v !== undefined && v !== null) {
      data[f.name] = String(v).trim();
    }
  }
  return data;
}

/** The step's stored data (or pre-filled values) → form values. */
export function toFormValues(fields: FieldDef[], data: Values): Values {
  const values: Values = { ...data };
  for (const f of fields) {
    const v = data[f.name];
    if (v === undefined || v === null) continue;
    if (f.kind === 'select') values[f.name] = [String(v)];
    else if (f.kind === 'number' || f.kind === 'int') values[f.name] = String(v);
  }
  return values;
}

/** A server field path (`family.0.name`) → an antd form name path. */
export function namePath(field: string): (string | number)[] {
  return field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}
