import { createHandlePaymentSuccess } from '@/application/payments/handle-payment-success.use-case';
import type { PaymentSuccess } from '@/domain/payments/payment-success';
import type { EffectJournal } from '../../../support/fakes/effect-journal';
import { RecordingCartClearer } from '../../../support/fakes/recording-cart-clearer';
import { RecordingDeviceRegistration } from '../../../support/fakes/recording-device-registration';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../../support/fakes/recording-page-navigation';

function setUp() {
  const journal: EffectJournal = [];
  const cart = new RecordingCartClearer(journal);
  const merchantNotifier = new RecordingMerchantNotifier(journal);
  const deviceRegistration = new RecordingDeviceRegistration(journal);
  const navigation = new RecordingPageNavigation(journal);
  const handle = createHandlePaymentSuccess({ cart, merchantNotifier, deviceRegistration, navigation });
  return { journal, cart, merchantNotifier, deviceRegistration, navigation, handle };
}

const success: PaymentSuccess = { invoiceQueryId: 'inv-9', merchantQueryId: 'm-42', tradeTypeId: 4 };

describe('HandlePaymentSuccess', () => {
  it('clears the cart, notifies the merchant, registers the device, then shows the order', async () => {
    const { journal, merchantNotifier, navigation, handle } = setUp();
    expect(await handle.paymentSucceeded(success)).toEqual({ outcome: 'HANDLED', failedEffects: [] });
    expect(journal).toEqual(['clear cart', 'notify merchant', 'register device', 'go to page']);
    expect(merchantNotifier.notifications).toEqual([{ moduleCode: 9017, merchantQueryId: 'm-42', queryId: 'inv-9' }]);
    expect(navigation.visited).toEqual(['/checkout/payment-success/inv-9?trade_type_id=4']);
  });

  it.each([[2], [5]])('does it once for %i success events of one invoice', async (events) => {
    const { journal, handle } = setUp();
    const outcomes = [];
    for (let event = 0; event < events; event += 1) outcomes.push(await handle.paymentSucceeded(success));
    expect(journal).toHaveLength(4);
    expect(outcomes.slice(1)).toEqual(Array.from({ length: events - 1 }, () => ({ outcome: 'ALREADY_HANDLED' })));
  });

  it('does it once for events that arrive together', async () => {
    const { journal, handle } = setUp();
    const outcomes = await Promise.all([handle.paymentSucceeded(success), handle.paymentSucceeded(success)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['ALREADY_HANDLED', 'HANDLED']);
    expect(journal).toHaveLength(4);
  });

  it('does it for each invoice', async () => {
    const { cart, handle } = setUp();
    await handle.paymentSucceeded(success);
    await handle.paymentSucceeded({ ...success, invoiceQueryId: 'inv-10' });
    expect(cart.clears).toBe(2);
  });

  it('names the cart and the device among the steps that failed, and still shows the paid order', async () => {
    const navigation = new RecordingPageNavigation();
    const handle = createHandlePaymentSuccess({
      cart: { clear: () => Promise.reject(new Error('storage full')) },
      merchantNotifier: new RecordingMerchantNotifier(),
      deviceRegistration: { register: () => Promise.reject(new Error('push refused')) },
      navigation,
    });
    expect(await handle.paymentSucceeded(success)).toEqual({
      outcome: 'HANDLED',
      failedEffects: ['CLEAR_CART', 'REGISTER_DEVICE'],
    });
    expect(navigation.visited).toHaveLength(1);
  });

  it('still shows the paid order when the merchant cannot be told', async () => {
    const { merchantNotifier, deviceRegistration, navigation, handle } = setUp();
    merchantNotifier.failing = true;
    expect(await handle.paymentSucceeded(success)).toEqual({ outcome: 'HANDLED', failedEffects: ['NOTIFY_MERCHANT'] });
    expect(deviceRegistration.registrations).toBe(1);
    expect(navigation.visited).toHaveLength(1);
  });

  it.each([
    ['SSE_NETS_PAYMENT_SUCCESSFULL', { outcome: 'HANDLED', failedEffects: [], notice: 'PAYMENT_SUCCESSFUL' }, 1],
    ['SSE_NETS_PAYMENT_FAILED', { outcome: 'NOT_A_SUCCESS' }, 0],
    ['order_confirmed', { outcome: 'NOT_A_SUCCESS' }, 0],
  ])('treats the card provider status %s as %p', async (status, expected, clears) => {
    const { cart, navigation, handle } = setUp();
    const message = { type: status, status, invoiceQueryId: 'inv-9', merchantQueryId: 'm-42' };
    expect(await handle.networkCardStatusReceived(message, null)).toEqual(expected);
    expect(cart.clears).toBe(clears);
    expect(navigation.visited).toEqual(clears ? ['/checkout/payment-success/inv-9'] : []);
  });

  it('counts the card provider success and any other success event of the invoice as one', async () => {
    const { cart, handle } = setUp();
    const message = {
      type: 'x',
      status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
      invoiceQueryId: 'inv-9',
      merchantQueryId: 'm-42',
    };
    await handle.paymentSucceeded(success);
    expect(await handle.networkCardStatusReceived(message, 4)).toEqual({
      outcome: 'ALREADY_HANDLED',
      notice: 'PAYMENT_SUCCESSFUL',
    });
    expect(cart.clears).toBe(1);
  });
});
