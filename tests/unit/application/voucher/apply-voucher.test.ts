import { createApplyVoucher } from '@/application/voucher/apply-voucher.use-case';
import type { AppError } from '@/application/errors/app-error';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';

function setUp() {
  const voucherGateway = new InMemoryVoucherGateway();
  voucherGateway.accept('SUMMER10', 500, 1490);
  voucherGateway.refuse('OLD2020', 'Voucher has expired');
  return { voucherGateway, applyVoucher: createApplyVoucher({ voucherGateway }) };
}

describe('ApplyVoucher', () => {
  it("asks the server about the code on the invoice and returns its discount and the invoice's payable after it", async () => {
    const { voucherGateway, applyVoucher } = setUp();
    await expect(applyVoucher({ invoiceQueryId: 'INV-1', code: 'SUMMER10' })).resolves.toEqual({
      ok: true,
      discount: 500,
      payable: 1490,
    });
    expect(voucherGateway.calls).toEqual([{ invoiceQueryId: 'INV-1', code: 'SUMMER10' }]);
  });

  it("passes on the server's refusal with its own message", async () => {
    const { applyVoucher } = setUp();
    await expect(applyVoucher({ invoiceQueryId: 'INV-1', code: 'OLD2020' })).resolves.toEqual({
      ok: false,
      reason: 'VOUCHER_REFUSED',
      message: 'Voucher has expired',
    });
  });

  it.each([
    ['', 'VOUCHER_CODE_REQUIRED'],
    ['SUMMER 10', 'VOUCHER_CODE_INVALID_CHARACTERS'],
    ['KESÄ10', 'VOUCHER_CODE_INVALID_CHARACTERS'],
    ['A'.repeat(51), 'VOUCHER_CODE_TOO_LONG'],
  ])('refuses %p as %s without asking the server', async (code, reason) => {
    const { voucherGateway, applyVoucher } = setUp();
    await expect(applyVoucher({ invoiceQueryId: 'INV-1', code })).resolves.toEqual({ ok: false, reason });
    expect(voucherGateway.calls).toEqual([]);
  });

  it('sends a code of exactly 50 characters', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    await applyVoucher({ invoiceQueryId: 'INV-1', code: 'A'.repeat(50) });
    expect(voucherGateway.calls).toHaveLength(1);
  });

  it('never turns a negative discount from the server into a surcharge', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    voucherGateway.accept('ODD', -100, 2000);
    await expect(applyVoucher({ invoiceQueryId: 'INV-1', code: 'ODD' })).resolves.toEqual({
      ok: true,
      discount: 0,
      payable: 2000,
    });
  });

  it('lets a transport failure through as the AppError it is', async () => {
    const { voucherGateway, applyVoucher } = setUp();
    const timeout: AppError = { code: 'REQUEST_TIMEOUT', message: '' };
    voucherGateway.failWith(timeout);
    await expect(applyVoucher({ invoiceQueryId: 'INV-1', code: 'SUMMER10' })).rejects.toBe(timeout);
  });
});
