import type { VoucherGateway, VoucherVerdict } from '@/application/ports/voucher-gateway.port';
import type { AppError } from '@/application/errors/app-error';
import type { Money } from '@/domain/pricing/money';

interface HeldAnswer {
  readonly verdict: VoucherVerdict;
  readonly answer: (verdict: VoucherVerdict) => void;
}

/**
 * A voucher server in memory: codes it accepts with their discount, codes it refuses with a message, and
 * any other code refused as unknown. It can hold its answers back, to test what happens while one is pending.
 */
export class InMemoryVoucherGateway implements VoucherGateway {
  static readonly unknownCodeMessage = 'Invalid voucher code';
  private readonly verdicts = new Map<string, VoucherVerdict>();
  private readonly held: HeldAnswer[] = [];
  private holding = false;
  private failure: AppError | null = null;
  readonly calls: { readonly invoiceQueryId: string; readonly code: string }[] = [];

  /**
   * Accepts the code. `payable` is what the invoice costs after it, as the server would answer; a test of
   * something else leaves an amount still to pay, one of a voucher covering the order sets 0.
   */
  accept(code: string, discount: Money, payable: Money = 1000): void {
    this.verdicts.set(code, { ok: true, discount, payable });
  }

  refuse(code: string, message: string): void {
    this.verdicts.set(code, { ok: false, message });
  }

  /** Every later call fails as the network would. */
  failWith(error: AppError): void {
    this.failure = error;
  }

  /** Later answers wait until `release()`. */
  hold(): void {
    this.holding = true;
  }

  get isHolding(): boolean {
    return this.holding;
  }

  release(): void {
    this.holding = false;
    for (const held of this.held.splice(0)) held.answer(held.verdict);
  }

  /** Every code the server was asked to price a cart with (a quote, no invoice), in order. */
  readonly quoteChecks: string[] = [];

  async validate(invoiceQueryId: string, code: string): Promise<VoucherVerdict> {
    this.calls.push({ invoiceQueryId, code });
    return this.verdictOf(code);
  }

  /** The verdict a quote with this code gets: the same codes, holding and failure as validate. */
  async checkForQuote(code: string): Promise<VoucherVerdict> {
    this.quoteChecks.push(code);
    return this.verdictOf(code);
  }

  private async verdictOf(code: string): Promise<VoucherVerdict> {
    if (this.failure) throw this.failure;
    const verdict = this.verdicts.get(code) ?? { ok: false, message: InMemoryVoucherGateway.unknownCodeMessage };
    if (!this.holding) return verdict;
    return new Promise((answer) => this.held.push({ verdict, answer }));
  }
}
