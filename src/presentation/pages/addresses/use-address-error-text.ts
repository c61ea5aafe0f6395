import { useTranslation } from 'react-i18next';
import type { AppError } from '@/application/errors/app-error';
import { useErrorText } from '../../format/use-error-text';

/**
 * The server's message in red; a refused session gets a request to log in instead, since addresses are
 * kept per customer and the guest session was not accepted.
 */
export function useAddressErrorText(): (error: AppError) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) =>
    error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_EXPIRED_419'
      ? t('addresses.loginRequired')
      : errorText(error);
}
