import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { useFormValues } from './use-form-values';

/** A form's messages by field; `form` for one that belongs to no field. */
export type FormIssues<T> = Partial<Record<keyof T | 'form', string>>;

/**
 * A small form checked on submit, first in the browser (the caller's `validation` of the current
 * values), then by the server. Messages show from the first submit on; editing a field clears
 * what the server said about it; a submit with mistakes brings the first into view instead of
 * sending.
 */
export function useCheckedForm<T extends object>(initial: T | (() => T)) {
  const { values, set, dirty } = useFormValues<T>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<FormIssues<T>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const update = <K extends keyof T>(key: K, value: T[K]) => {
    set(key, value);
    setServerIssues((previous) => ({ ...previous, [key]: undefined }));
  };

  /** The messages to show: none before the first submit, the browser's over the server's. */
  const shownIssues = (validation: FormIssues<T>): FormIssues<T> =>
    submitted ? { ...serverIssues, ...validation } : {};

  /** The start of `onSubmit`: answers whether to send. */
  const startSubmit = (event: FormEvent, validation: FormIssues<T>): boolean => {
    event.preventDefault();
    setSubmitted(true);
    setServerIssues({});
    if (Object.values(validation).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return false;
    }
    return true;
  };

  return { values, update, shownIssues, setServerIssues, formRef, startSubmit, dirty };
}
