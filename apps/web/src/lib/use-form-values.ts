import { useCallback, useState } from 'react';

/** The values of a small form, with a typed setter per field. */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
  }, []);
  return { values, set, setValues };
}
