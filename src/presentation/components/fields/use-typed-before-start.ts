import { useLayoutEffect, type RefObject } from 'react';

/**
 * A field the server drew takes input before the app has taken the page over (a letter typed, a language picked);
 * once it has, the field's own state would write over that choice. Adopts it instead, once, when the field comes
 * alive.
 */
export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: string,
  adopt: (typed: string) => void,
): void {
  // Only the first commit, deliberately without dependencies: later differences are the field's own business.
  useLayoutEffect(() => {
    const typed = field.current?.value ?? current;
    if (typed !== current) adopt(typed);
  }, []);
}
