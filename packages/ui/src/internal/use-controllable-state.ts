import { useCallback, useState } from 'react';

/** Radix-style state: controlled when `value` is given, otherwise owns `defaultValue`. */
export function useControllableState<T>(options: {
  value: T | undefined;
  defaultValue: T;
  onChange: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const { value, defaultValue, onChange } = options;
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      if (next !== current) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
