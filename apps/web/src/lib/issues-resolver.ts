import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';

/** A form's messages by field; `form` for one that belongs to no field. */
export type FormIssues<T> = Partial<Record<keyof T | 'form', string>>;

/**
 * A react-hook-form resolver from a function listing a form's issues by field, for forms whose
 * rules are not one schema over their values: the body they send is built from the values (the
 * user dialogs), or a rule depends on something outside the form (passed as the form's
 * `context`). `form` becomes the root error. docs/decisions/dashboard.md DSH-19.
 */
export function issuesResolver<T extends FieldValues, C = undefined>(
  validate: (values: T, context: C) => FormIssues<T> | Partial<Record<string, string>>,
): Resolver<T, C> {
  return (values, context) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(validate(values, context as C))) {
      if (message) errors[field === 'form' ? 'root' : field] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The messages of a form's errors by field, as the older issue lists were (`root` is `form`). */
export function issuesOf(errors: FieldErrors): Partial<Record<string, string>> {
  const issues: Partial<Record<string, string>> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) issues[field === 'root' ? 'form' : field] = message;
  }
  return issues;
}

/** Shows a refusal's messages on their fields (`form`: above them) until the field changes again. */
export function showIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: Partial<Record<string, string>>,
): void {
  for (const [field, message] of Object.entries(issues)) {
    if (message) setError(field === 'form' ? 'root' : (field as Path<T>), { message });
  }
}

/**
 * Sets a value chosen outside a text input (a picker, a checklist, a segmented control) as an edit
 * of the form. After a submit every message is checked again at once, because one choice can
 * decide another field's rule (a role decides whether buildings are needed).
 */
export function choiceSetter<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'trigger' | 'formState'>,
) {
  return <K extends Path<T>>(key: K, value: PathValue<T, K>) => {
    form.setValue(key, value, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger();
  };
}
