import type { FastifyInstance } from 'fastify';
import type { ServerDatabase } from '../db/database';
import type { OrderStatusListener } from '../order-events/index';
import { OrderPusher } from './order-pusher';
import { PushChannel } from './push-channel';
import { PushSubscriptionRepository } from './store/push-subscription-repository';

const pushers = new WeakMap<FastifyInstance, OrderPusher>();
const channels = new WeakMap<FastifyInstance, PushChannel>();

/**
 * The server's one order pusher, for every module that changes an order's status (orders, payments, merchant) and
 * for the push module, which gives it the keys: made by the first call, in any module order.
 */
export function orderPusherOf(app: FastifyInstance, db: ServerDatabase): OrderPusher {
  const known = pushers.get(app);
  if (known) return known;
  const pusher = new OrderPusher(new PushSubscriptionRepository(db), app.log);
  pushers.set(app, pusher);
  return pusher;
}

/** A listener that also pushes the change to the customer's browsers (not to the store's channel). */
export function alsoPushed(
  app: FastifyInstance,
  db: ServerDatabase,
  listener: OrderStatusListener,
): OrderStatusListener {
  const pusher = orderPusherOf(app, db);
  return (userQueryId, event) => {
    listener(userQueryId, event);
    pusher.listener(userQueryId, event);
  };
}

/**
 * The server's one push channel, for a module that pushes news of its own (the transport's rides) and for the push
 * module, which gives it the keys: made by the first call, in any module order.
 */
export function pushChannelOf(app: FastifyInstance): PushChannel {
  const known = channels.get(app);
  if (known) return known;
  const channel = new PushChannel();
  channels.set(app, channel);
  return channel;
}
