import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '@/application/errors/app-error';
import { useConsoleSession } from '../console-session';

/**
 * What an office page shows for a failed call: null when the session ended (the console opens the sign-in over
 * the page, which keeps what was typed); the owner-only text when the server refused the staff member's role
 * (the session goes on); else the server's words, or the error catalogue's text. Stable across renders, so a
 * page may load with it in an effect.
 */
export function useOfficeFailure(): (error: unknown) => string | null {
  const { t } = useTranslation('console');
  const { t: common } = useTranslation();
  const { reportFailure } = useConsoleSession();
  return useCallback(
    (error: unknown) => {
      if (reportFailure(error)) return null;
      if (!isAppError(error)) return String(error);
      if (error.code === 'FORBIDDEN') return t('console.shell.ownerOnly');
      return error.message.trim() !== '' ? error.message : common(`errors.${error.code}`);
    },
    [reportFailure, t, common],
  );
}
