import { buildContainer, resolverFor } from '@/app/container';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpInvoiceGateway } from '@/infrastructure/api/http-invoice-gateway';
import { HttpMerchantNotifier } from '@/infrastructure/api/http-merchant-notifier';
import { HttpVoucherGateway } from '@/infrastructure/api/http-voucher-gateway';

function resolver() {
  const parsed = parseStorefrontConfig({ currencySymbol: '€' });
  if (!parsed.ok) throw new Error('the configuration must be valid');
  return resolverFor(buildContainer(parsed.config));
}

describe('the composition root binds the checkout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('serves the checkout ports with the HTTP adapters, loaded on their first call', async () => {
    const invoice = { ok: false, reason: 'REFUSED', message: 'stub' } as const;
    const create = jest.spyOn(HttpInvoiceGateway.prototype, 'create').mockResolvedValue(invoice);
    const validate = jest
      .spyOn(HttpVoucherGateway.prototype, 'validate')
      .mockResolvedValue({ ok: false, message: 'No such voucher' });
    const notify = jest.spyOn(HttpMerchantNotifier.prototype, 'notify').mockResolvedValue(undefined);
    const container = resolver();
    const draft = { storeQueryId: 's', merchantAddressId: null, paymentMethod: 'CASH', lines: [], tip: 0 } as const;

    await expect(container.resolve(portTokens.invoiceGateway).create(draft)).resolves.toBe(invoice);
    await expect(container.resolve(portTokens.voucherGateway).validate('inv-1', 'NOPE')).resolves.toEqual({
      ok: false,
      message: 'No such voucher',
    });
    const notification = { invoiceQueryId: 'inv-1', merchantQueryId: 'm-1' };
    await container.resolve(portTokens.merchantNotifier).notify(notification as never);
    expect(create).toHaveBeenCalledWith(draft);
    expect(validate).toHaveBeenCalledWith('inv-1', 'NOPE');
    expect(notify).toHaveBeenCalledWith(notification);
  });

  it('resolves every checkout use case, priced in the configured currency', async () => {
    const container = resolver();
    const functions = [
      container.resolve(useCaseTokens.quoteCheckout),
      container.resolve(useCaseTokens.payCash),
      container.resolve(useCaseTokens.applyVoucher),
      await container.resolve(useCaseTokens.reviewOrderSummary)(),
      container.resolve(useCaseTokens.pushNotificationFailed),
    ];
    expect(functions.map((value) => typeof value)).toEqual([
      'function',
      'function',
      'function',
      'function',
      'function',
    ]);
    // Loaded once: a screen waits for the one promise and then calls the use case as it renders.
    const loadTip = container.resolve(useCaseTokens.chooseTip);
    expect(loadTip()).toBe(loadTip());
    expect(typeof container.resolve(useCaseTokens.unavailableProducts).acknowledge).toBe('function');
    const tip = await loadTip();
    expect(tip.choices(tip.open({ isBusinessUser: false }))).toEqual({ presets: [20, 50, 100], currencySymbol: '€' });
  });
});
