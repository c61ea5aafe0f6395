import { receiptDateTime, type ReceiptLocale } from '../receipts/index';
import { receiptMoney, receiptSymbol } from '../shared/receipt-money';
import type { RideRow } from './store/ride-repository';

interface RideReceiptLabels {
  readonly title: string;
  readonly bookedAt: string;
  readonly pickup: string;
  readonly dropoff: string;
  readonly pickupTime: string;
  readonly now: string;
  readonly carType: string;
  readonly meetAndGreet: string;
  readonly passenger: string;
  readonly note: string;
  readonly fare: string;
  readonly nightSurcharge: string;
  readonly total: string;
  readonly payment: string;
  readonly cash: string;
  readonly card: string;
  readonly cancelled: string;
  readonly footer: string;
}

const labels: Readonly<Record<ReceiptLocale, RideReceiptLabels>> = {
  en: {
    title: 'Ride receipt',
    bookedAt: 'Booked',
    pickup: 'Pickup',
    dropoff: 'Drop-off',
    pickupTime: 'Pickup time',
    now: 'as soon as possible',
    carType: 'Car type',
    meetAndGreet: 'Meet and greet',
    passenger: 'Passenger',
    note: 'Note to the driver',
    fare: 'Fare',
    nightSurcharge: 'Night surcharge (00:00\u201306:59)',
    total: 'Total',
    payment: 'Payment',
    cash: 'Cash to the driver',
    card: 'Card',
    cancelled: 'This ride was cancelled; nothing is charged.',
    footer: 'Thank you for riding with us.',
  },
  fi: {
    title: 'Kuitti kyydist\u00e4',
    bookedAt: 'Tilattu',
    pickup: 'Nouto',
    dropoff: 'M\u00e4\u00e4r\u00e4np\u00e4\u00e4',
    pickupTime: 'Noutoaika',
    now: 'heti',
    carType: 'Autotyyppi',
    meetAndGreet: 'Vastaanotto nimikyltill\u00e4',
    passenger: 'Matkustaja',
    note: 'Viesti kuljettajalle',
    fare: 'Kyydin hinta',
    nightSurcharge: 'Y\u00f6lis\u00e4 (00.00\u201306.59)',
    total: 'Yhteens\u00e4',
    payment: 'Maksu',
    cash: 'K\u00e4teisell\u00e4 kuljettajalle',
    card: 'Kortilla',
    cancelled: 'T\u00e4m\u00e4 kyyti peruttiin; siit\u00e4 ei veloiteta.',
    footer: 'Kiitos, ett\u00e4 matkustit kanssamme.',
  },
};

/**
 * A ride's receipt as the plain text of an e-mail, in Finnish or English: the labels and figures are the server's,
 * the places, passenger and note are what the rider typed at booking, so it goes only to an address the rider has
 * proven (ride-receipt-delivery.ts). The car type is named by the host's title for it. Times are the ride's own
 * time zone's.
 */
export function rideReceiptText(
  ride: RideRow,
  locale: ReceiptLocale,
  carTitles: ReadonlyMap<string, string> = new Map(),
): { subject: string; body: string } {
  const text = labels[locale];
  const symbol = receiptSymbol(ride.currency);
  const at = (instant: Date) => receiptDateTime(instant.getTime(), ride.timeZone, locale);
  const row = (label: string, value: string) => `${label}: ${value}`;
  const lines = [
    `${text.title} ${ride.shortOrderId}`,
    row(text.bookedAt, at(ride.createdAt)),
    '',
    row(text.pickup, ride.pickup.description),
    row(text.dropoff, ride.dropoff.description),
    row(text.pickupTime, ride.advanceBookingAt === null ? text.now : at(ride.advanceBookingAt)),
    row(text.carType, carTitles.get(ride.cabType) ?? ride.cabType),
    ...(ride.rideType === 'meet_n_greet' ? [text.meetAndGreet] : []),
    row(text.passenger, ride.recipientName),
    ...(ride.notes.trim() === '' ? [] : [row(text.note, ride.notes)]),
    '',
    row(text.fare, receiptMoney(ride.basePrice, symbol)),
    ...(ride.nightSurcharge === 0 ? [] : [row(text.nightSurcharge, receiptMoney(ride.nightSurcharge, symbol))]),
    row(text.total, receiptMoney(ride.price, symbol)),
    row(text.payment, ride.cashOnDelivery ? text.cash : text.card),
    ...(ride.cancelledAt === null ? [] : ['', text.cancelled]),
    '',
    text.footer,
  ];
  return { subject: `${text.title} ${ride.shortOrderId}`, body: lines.join('\n') };
}
