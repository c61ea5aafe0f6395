import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useOfficeFailure } from './use-office-failure';

export interface OfficeRead<T> {
  /** What was read; null until the first answer. */
  readonly value: T | null;
  /** The text of the last failure, null when the last read succeeded (or the session ended: the sign-in shows). */
  readonly failure: string | null;
  readonly reload: () => void;
  /** Changes what the page shows after its own change succeeded, without reading again. */
  readonly setValue: Dispatch<SetStateAction<T | null>>;
}

/**
 * Reads an office page's data when the page opens, whenever `read` changes (a new day asked) and on `reload`.
 * An answer that arrives after a newer read started is dropped.
 */
export function useOfficeRead<T>(read: () => Promise<T>): OfficeRead<T> {
  const failureText = useOfficeFailure();
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    read().then(
      (answer) => {
        if (!current) return;
        setValue(answer);
        setFailure(null);
      },
      (error: unknown) => current && setFailure(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [read, failureText, round]);

  const reload = useCallback(() => setRound((known) => known + 1), []);
  return { value, failure, reload, setValue };
}
