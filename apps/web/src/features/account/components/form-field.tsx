import type { ReactNode } from 'react';

/** A labelled input with its error under it (the error is announced to screen readers). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div className="account-field-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
