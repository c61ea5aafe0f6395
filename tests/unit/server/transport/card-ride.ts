import type { RideRow } from '@/server/transport/store/ride-repository';

export const now = Date.parse('2026-06-16T10:00:00Z');

/** A ride now, booked by card for 30.00 and waiting for its payment. */
export const cardRide: RideRow = {
  id: 1,
  queryId: 'ride_1',
  shortOrderId: 'R-TEST000001',
  staffId: 1,
  riderId: 5,
  companyId: 1,
  recipientName: 'Aino Virtanen',
  recipientPhoneNumber: '+358 40 123 4567',
  pickup: { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 },
  dropoff: { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 },
  cabType: 'comfort',
  rideType: 'standard',
  notes: '',
  cashOnDelivery: false,
  advanceBookingAt: null,
  timeZone: 'Europe/Helsinki',
  basePrice: 3000,
  nightSurcharge: 0,
  price: 3000,
  currency: 'EUR',
  status: 'awaiting_payment',
  rider: null,
  riderAssignAt: new Date(now),
  createdAt: new Date(now - 60_000),
  cancelledAt: null,
  paymentMethod: 'STRIPE',
  paidAt: null,
  refundedAt: null,
};
