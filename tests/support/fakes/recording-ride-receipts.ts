import type { RideReceiptEmail, RideReceipts } from '@/application/ports/ride-receipts.port';

/** A transport service's receipt mail that records each mail, or refuses every one once told to. */
export class RecordingRideReceipts implements RideReceipts {
  readonly sent: RideReceiptEmail[] = [];
  refuseWith: { code: number; message: string } | null = null;

  async send(email: RideReceiptEmail): Promise<void> {
    if (this.refuseWith !== null) throw this.refuseWith;
    this.sent.push(email);
  }
}
