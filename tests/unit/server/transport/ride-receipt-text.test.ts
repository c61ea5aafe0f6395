import type { RideRow } from '@/server/transport/store/ride-repository';
import { rideReceiptText } from '@/server/transport/ride-receipt-text';

const ride: RideRow = {
  id: 1,
  queryId: 'ride_1',
  shortOrderId: 'R-TEST000001',
  staffId: 1,
  riderId: 1,
  companyId: 1,
  recipientName: 'Aino Virtanen',
  recipientPhoneNumber: '+358 40 123 4567',
  pickup: { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 },
  dropoff: { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 },
  cabType: 'comfort',
  rideType: 'standard',
  notes: 'Gate 2',
  cashOnDelivery: true,
  advanceBookingAt: null,
  timeZone: 'Europe/Helsinki',
  basePrice: 3000,
  nightSurcharge: 0,
  price: 3000,
  currency: 'EUR',
  status: 'searching',
  rider: null,
  riderAssignAt: new Date('2026-06-16T10:00:20Z'),
  createdAt: new Date('2026-06-16T10:00:00Z'),
  cancelledAt: null,
  paymentMethod: 'CASH',
  paidAt: null,
  refundedAt: null,
};

const titles = new Map([['comfort', 'Comfort']]);

describe('rideReceiptText', () => {
  it('names the car type by the host\u2019s title and carries the note, in English and Finnish', () => {
    expect(rideReceiptText(ride, 'en', titles).body).toContain(
      'Car type: Comfort\nPassenger: Aino Virtanen\nNote to the driver: Gate 2\n',
    );
    expect(rideReceiptText(ride, 'fi', titles).body).toContain('Autotyyppi: Comfort\n');
    expect(rideReceiptText(ride, 'fi', titles).body).toContain('Viesti kuljettajalle: Gate 2\n');
  });

  it('falls back to the value for a car type without a title, and leaves out an empty note', () => {
    const body = rideReceiptText({ ...ride, cabType: 'limousine', notes: '  ' }, 'en', titles).body;
    expect(body).toContain('Car type: limousine\n');
    expect(body).not.toContain('Note to the driver');
  });
});
