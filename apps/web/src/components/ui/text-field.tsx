import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Validation message shown under the input and announced with it. */
  error?: string;
  /** Helper text shown while there is no error. */
  hint?: string;
  /** Something to place at the right of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
}

/**
 * A labelled text input with its error or hint: the FormField + Input pair most forms are made
 * of. Every other prop, `ref` included (so `{...register('email')}` works), goes to the input;
 * those given here win over the field's own aria wiring, e.g. an `aria-describedby` pointing at a
 * checklist. Its id stays the field's, which is what ties the label to the input.
 */
export function TextField({ label, error, hint, labelAside, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
