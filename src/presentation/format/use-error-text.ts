import { useTranslation } from 'react-i18next';
import type { AppError } from '@/application/errors/app-error';

/** The server's own message when it sent one, else the catalogue text for the error's code. */
export function useErrorText(): (error: AppError) => string {
  const { t } = useTranslation();
  return (error) => (error.message.trim() !== '' ? error.message : t(`errors.${error.code}`));
}
