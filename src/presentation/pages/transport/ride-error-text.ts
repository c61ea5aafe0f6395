import { useTranslation } from 'react-i18next';
import { isAppError } from '@/application/errors/app-error';
import { useErrorText } from '../../format/use-error-text';

/** The transport service's own error codes (spec, the error catalogue); each has a sentence of its own. */
export const transportErrorCodes = [9004, 9006, 9010, 9014, 9015, 9016, 9017, 9018, 9020, 9021, 9022] as const;

/** The numeric code of a transport error body: `{ error: { code: 9004 } }`, `{ code: "9004" }` and the like. */
export function transportErrorCodeOf(error: unknown): number | null {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  const holder = typeof body === 'object' && body !== null ? body : null;
  const inner = holder && 'error' in holder ? (holder as { error: unknown }).error : holder;
  const code = typeof inner === 'object' && inner !== null ? (inner as { code?: unknown }).code : undefined;
  const number = typeof code === 'number' ? code : typeof code === 'string' ? Number(code) : NaN;
  return (transportErrorCodes as readonly number[]).includes(number) ? number : null;
}

/**
 * A failed transport call as a sentence: a transport error code's own sentence (never the bare number), else the
 * server's message, else the request layer's text for what went wrong.
 */
export function useRideErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    const code = transportErrorCodeOf(error);
    if (code !== null) return t(`rides.transportErrors.${code}`);
    if (isAppError(error)) return errorText(error);
    return t('rides.transportErrors.unknown');
  };
}
