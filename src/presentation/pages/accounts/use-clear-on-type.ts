import type { AccountRequestState } from '../../store/accounts/accounts.slice';

/**
 * Wraps a field's onChange so that typing clears the last answer (a refusal in red, the use case's field
 * problems) through `clear`, and only when there is one to clear.
 */
export function useClearOnType(request: AccountRequestState, clear: () => void) {
  const stale = request.error !== null || Object.keys(request.problems).length > 0;
  return (onChange: (value: string) => void) => (value: string) => {
    onChange(value);
    if (stale) clear();
  };
}
