import { createOfferOrderPush } from '@/application/orders/offer-order-push.use-case';
import { InMemoryPushMessages } from '../../../support/fakes/in-memory-push-messages';
import { RecordingPushRegistry } from '../../../support/fakes/recording-push-registry';

function setUp() {
  const pushMessages = new InMemoryPushMessages();
  const registry = new RecordingPushRegistry();
  return { pushMessages, registry, offer: createOfferOrderPush({ pushMessages, registry }) };
}

describe('offering notifications once an order is placed', () => {
  it('hands the server the subscription the customer allowed, as the push token', async () => {
    const { pushMessages, registry, offer } = setUp();
    pushMessages.enabledToken = '{"endpoint":"https://push.example/1"}';
    await expect(offer()).resolves.toBe('SUBSCRIBED');
    expect(registry.registered).toEqual(['{"endpoint":"https://push.example/1"}']);
  });

  it('asks once per visit, however many orders the customer looks at', async () => {
    const { pushMessages, offer } = setUp();
    await offer();
    await offer();
    expect(pushMessages.enableCalls).toBe(1);
  });

  it('tells the server nothing when the customer says no', async () => {
    const { pushMessages, registry, offer } = setUp();
    pushMessages.enabledToken = null;
    await expect(offer()).resolves.toBe('UNAVAILABLE');
    expect(registry.registered).toEqual([]);
  });

  it('answers quietly when the server cannot be told', async () => {
    const { registry, offer } = setUp();
    registry.refuse = true;
    await expect(offer()).resolves.toBe('NOT_REGISTERED');
  });

  it('never asks before it is offered: making the use case asks nobody', () => {
    const { pushMessages } = setUp();
    expect(pushMessages.enableCalls).toBe(0);
  });
});
