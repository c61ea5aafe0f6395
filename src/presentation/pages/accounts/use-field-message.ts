import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authProblemMessageKeys } from '../../i18n/message-keys/auth-message-keys';
import type { FieldProblems } from '../../store/accounts/accounts.slice';

/**
 * A field's message: the form's own check first, else the rule the use case named. Both are i18n keys of
 * the same domain rules, so they never disagree.
 */
export function useFieldMessage<Values extends FieldValues>(errors: FieldErrors<Values>, problems: FieldProblems) {
  const { t } = useTranslation();
  return (field: keyof FieldProblems & keyof Values & string): string | null => {
    const formMessage = errors[field]?.message;
    const problem = problems[field];
    const key = typeof formMessage === 'string' ? formMessage : problem ? authProblemMessageKeys[problem] : null;
    return key === null ? null : t(key);
  };
}
