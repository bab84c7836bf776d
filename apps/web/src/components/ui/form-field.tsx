import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: string;
  /** Validation message shown under the control and announced with it. */
  error?: string;
  /** Helper text shown while there is no error. */
  hint?: string;
  /** Something to place at the right of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  /** Renders the control with the ids that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactElement;
}

/** A label, a control and its error text, wired together for screen readers. */
export function FormField({ label, error, hint, labelAside, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-[13px] text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-[13px] text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
