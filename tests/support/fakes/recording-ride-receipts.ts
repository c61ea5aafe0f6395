import type { RideReceiptDelivery, RideReceiptEmail, RideReceipts } from '@/application/ports/ride-receipts.port';

/**
 * A transport service's receipt mail that records each mail and answers the delivery it is told (sent unless
 * told otherwise), or refuses every one once told to.
 */
export class RecordingRideReceipts implements RideReceipts {
  readonly sent: RideReceiptEmail[] = [];
  refuseWith: { code: number; message: string } | null = null;
  delivery: RideReceiptDelivery = 'sent';

  async send(email: RideReceiptEmail): Promise<RideReceiptDelivery> {
    if (this.refuseWith !== null) throw this.refuseWith;
    this.sent.push(email);
    return this.delivery;
  }
}
