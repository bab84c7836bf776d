import { useCallback, useState } from 'react';

/**
 * The values of a small form, with a typed setter per field, and whether they differ from the
 * values it started with (`dirty`: the form holds work that leaving would lose).
 */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [start] = useState<T>(initial);
  const [values, setValues] = useState<T>(start);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
  }, []);
  const dirty = values !== start && JSON.stringify(values) !== JSON.stringify(start);
  return { values, set, setValues, dirty };
}
