import type { OfficeRefusal } from '@/application/ports/store-office-gateway.port';
import { isAppError } from '@/application/errors/app-error';
import { errorBodySchema } from '@/contract/common/error.contract';
import { errorBodyOf } from '../http/request-error';

/**
 * The server's 400 as a refusal beside a form's field: the contract's field name (full_name, items.0.amount)
 * becomes the form's (fullName) through the map; a field the form does not show is the whole form's. Any other
 * failure is not a refusal: null, so the caller rethrows it.
 */
export function officeRefusalOf(error: unknown, fields: Readonly<Record<string, string>>): OfficeRefusal | null {
  if (!isAppError(error) || error.code !== 'BAD_REQUEST') return null;
  const body = errorBodySchema.safeParse(errorBodyOf(error));
  const details = body.success ? (body.data.error.details ?? []) : [];
  const named = details.find((detail) => fields[detail.field] !== undefined);
  const message = body.success ? body.data.error.message : error.message;
  return {
    ok: false,
    refusal: 'REFUSED',
    field: named === undefined ? null : (fields[named.field] ?? null),
    message: named === undefined ? message : named.message,
  };
}

/** Runs a change; a 400 becomes the form's refusal, anything else rejects as it came. */
export async function officeChange<T>(
  change: () => Promise<T>,
  fields: Readonly<Record<string, string>>,
): Promise<{ readonly ok: true; readonly value: T } | OfficeRefusal> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    const refusal = officeRefusalOf(error, fields);
    if (refusal === null) throw error;
    return refusal;
  }
}
