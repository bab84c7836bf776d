import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** `useState` that survives reloads through localStorage (UI preferences only, never secrets). */
export function usePersistentState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback, isValid));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // The preference lasts for this visit only.
      }
    },
    [key],
  );
  return [value, update];
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A check that the stored value is one of `choices` (numbers). */
export const isNumberIn =
  (choices: readonly number[]) =>
  (value: unknown): value is number =>
    typeof value === 'number' && choices.includes(value);
