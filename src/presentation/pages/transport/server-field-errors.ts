import type { BookingField, BookingFieldErrors } from './booking-form-schema';
import { transportErrorCodeOf } from './ride-error-text';

/**
 * Where the booking form shows the server's refusal of each field it sends, and the form's own message for it: the
 * server's words name its fields ("recipient.name"), which a rider never reads.
 */
const formFieldOf: readonly (readonly [serverField: string, field: BookingField, messageKey: string])[] = [
  ['recipient.name', 'recipientName', 'rides.errors.nameInvalid'],
  ['recipient.phone_number', 'recipientPhone', 'rides.errors.phoneInvalid'],
  ['notes', 'riderNote', 'rides.errors.noteTooLong'],
  ['advance_booking_time', 'bookingTime', 'transport.booking.timeInvalid'],
  ['addresses.pickup', 'pickup.description', 'rides.errors.placeInvalid'],
  ['addresses.dropoff', 'dropoff.description', 'rides.errors.placeInvalid'],
];

function detailFieldsOf(error: unknown): string[] {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  const inner = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const details = typeof inner === 'object' && inner !== null ? (inner as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const field = typeof detail === 'object' && detail !== null ? (detail as { field?: unknown }).field : undefined;
    return typeof field === 'string' ? [field] : [];
  });
}

/**
 * The form's fields a refused booking names, each with its message key: a transport code's own sentence when the
 * refusal has one (a booking time in the past: 9015), else the field's own message. Empty when the refusal names
 * no field the form has.
 */
export function bookingFieldErrorsOf(error: unknown): BookingFieldErrors {
  const code = transportErrorCodeOf(error);
  const errors: Partial<Record<BookingField, string>> = {};
  for (const serverField of detailFieldsOf(error)) {
    const match = formFieldOf.find(([prefix]) => serverField === prefix || serverField.startsWith(`${prefix}.`));
    if (match === undefined) continue;
    const [, field, messageKey] = match;
    errors[field] = code === null ? messageKey : `rides.transportErrors.${code}`;
  }
  return errors;
}
