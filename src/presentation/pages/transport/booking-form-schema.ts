import { advanceBooking } from '@/domain/transport/advance-booking';
import type { RidePaymentMethod } from '@/domain/transport/ride-payment';
import type { RidePlace } from '@/domain/transport/ride-place';
import { isDateAndTime24h, isEmail } from '@/domain/validation/patterns';
import { parsedCoordinate } from '../../format/coordinate-text';
import { advanceBookingMessageKeys } from '../../i18n/message-keys/transport-message-keys';

/**
 * A place as the form holds it: the name typed or picked, kept as typed so an error never loses it, and the point
 * of the picked suggestion (or of the rider's position), empty until one is picked.
 */
export interface PlaceTexts {
  readonly description: string;
  readonly lat: string;
  readonly long: string;
}

export interface BookingFormTexts {
  readonly pickup: PlaceTexts;
  readonly dropoff: PlaceTexts;
  readonly meetAndGreet: boolean;
  readonly later: boolean;
  /** The datetime-local input's value, e.g. 2026-06-15T12:30. */
  readonly bookingTime: string;
  readonly recipientName: string;
  readonly recipientPhone: string;
  readonly riderNote: string;
  readonly invoiceNote: string;
  /** Where to mail the ride's receipt; empty: no receipt. */
  readonly receiptEmail: string;
  /** The pickup is the browser's current position. */
  readonly dynamicPickup?: boolean;
  /** How the ride is paid: one of the host's ride payment methods. */
  readonly payment: RidePaymentMethod;
}

export type BookingField =
  | 'pickup.description'
  | 'pickup.lat'
  | 'pickup.long'
  | 'dropoff.description'
  | 'dropoff.lat'
  | 'dropoff.long'
  | 'bookingTime'
  | 'recipientName'
  | 'recipientPhone'
  | 'riderNote'
  | 'invoiceNote'
  | 'receiptEmail';

/** Each bad field and the key of its message. */
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

const phonePattern = /^\+?[0-9][0-9 -]{4,24}$/;
// Both notes travel as the one `notes` of at most 500 characters.
const longestNote = 240;
// The transport service keeps a passenger's name of at most 200 characters.
const longestName = 200;

function place(texts: PlaceTexts): RidePlace | null {
  const lat = parsedCoordinate(texts.lat, 90);
  const long = parsedCoordinate(texts.long, 180);
  const description = texts.description.trim();
  return description === '' || lat === null || long === null ? null : { description, lat, long };
}

/** A place is its picked suggestion: a name alone, with no point, was typed but never picked. */
function placeErrors(prefix: 'pickup' | 'dropoff', texts: PlaceTexts): BookingFieldErrors {
  if (texts.description.trim() === '') return { [`${prefix}.description`]: 'rides.errors.addressRequired' };
  return parsedCoordinate(texts.lat, 90) === null || parsedCoordinate(texts.long, 180) === null
    ? { [`${prefix}.description`]: 'rides.errors.pickSuggestion' }
    : {};
}

/** The route's fields: what a price needs. */
export function routeErrors(texts: BookingFormTexts): BookingFieldErrors {
  return { ...placeErrors('pickup', texts.pickup), ...placeErrors('dropoff', texts.dropoff) };
}

/** Every field a booking needs; the booking time's past or future is the domain's to judge. */
export function bookingErrors(texts: BookingFormTexts): BookingFieldErrors {
  return {
    ...routeErrors(texts),
    ...(texts.later && !isDateAndTime24h(texts.bookingTime) ? { bookingTime: 'rides.errors.bookingTimeRequired' } : {}),
    ...(texts.recipientName.trim() === ''
      ? { recipientName: 'rides.errors.nameRequired' }
      : texts.recipientName.trim().length > longestName
        ? { recipientName: 'rides.errors.nameTooLong' }
        : {}),
    ...(!phonePattern.test(texts.recipientPhone.trim()) ? { recipientPhone: 'rides.errors.phoneInvalid' } : {}),
    ...(texts.riderNote.length > longestNote ? { riderNote: 'rides.errors.noteTooLong' } : {}),
    ...(texts.invoiceNote.length > longestNote ? { invoiceNote: 'rides.errors.noteTooLong' } : {}),
    ...(texts.receiptEmail.trim() !== '' && !isEmail(texts.receiptEmail.trim())
      ? { receiptEmail: 'rides.errors.emailInvalid' }
      : {}),
  };
}

export function routeOf(texts: BookingFormTexts): { pickup: RidePlace; dropoff: RidePlace } | null {
  const pickup = place(texts.pickup);
  const dropoff = place(texts.dropoff);
  return pickup && dropoff ? { pickup, dropoff } : null;
}

/**
 * The message key of a booking time the domain refuses at this instant (one already past), or null: said as soon
 * as the time is picked, before any button. How far ahead a host takes bookings is the service's to say.
 */
export function bookingTimeRefusalOf(texts: BookingFormTexts, now: number): string | null {
  const at = scheduledAtOf(texts);
  if (at === null || !Number.isFinite(at)) return null;
  const result = advanceBooking(at, now);
  return result.ok ? null : advanceBookingMessageKeys[result.reason];
}

/** The booking time as epoch milliseconds (the input is the browser's local time), or null for a ride now. */
export function scheduledAtOf(texts: BookingFormTexts): number | null {
  return texts.later ? new Date(texts.bookingTime).getTime() : null;
}

/** The note the driver reads: the rider note, then the invoice note on a line of its own. */
export function notesOf(texts: BookingFormTexts): string {
  return [texts.riderNote.trim(), texts.invoiceNote.trim()].filter((note) => note !== '').join('\n');
}

export const emptyPlace: PlaceTexts = { description: '', lat: '', long: '' };

export const emptyBookingForm: BookingFormTexts = {
  pickup: emptyPlace,
  dropoff: emptyPlace,
  meetAndGreet: false,
  later: false,
  bookingTime: '',
  recipientName: '',
  recipientPhone: '',
  riderNote: '',
  invoiceNote: '',
  receiptEmail: '',
  payment: 'CASH',
};
