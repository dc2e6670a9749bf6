import { useRef } from 'react';

/**
 * How many times `value` has changed identity since the first render: a key that remounts a
 * component on every new answer (a captcha whose token has been spent, say).
 */
export function useChangeCount(value: unknown): number {
  const seen = useRef({ value, count: 0 });
  if (seen.current.value !== value) seen.current = { value, count: seen.current.count + 1 };
  return seen.current.count;
}
