import { useEffect, useRef, useState } from 'react';
import type { AppError } from '@/application/errors/app-error';
import type { FollowStoreOrders } from '@/application/merchant-console/store-orders.use-cases';
import type { Liveness } from '../orders/use-store-orders';

/**
 * Follows the store's order stream for a page whose figures come from the store's orders: `onChange` runs when
 * an order is placed, moves or is paid, and at every (re)connection, so what changed while the connection was
 * lost is read then. Pushed, never polled. Answers whether the page is live now.
 */
export function useStoreFollow(
  follow: FollowStoreOrders,
  options: { readonly onChange: () => void; readonly reportFailure: (error: unknown) => boolean },
): Liveness {
  const [liveness, setLiveness] = useState<Liveness>('connecting');
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(
    () =>
      follow({
        onConnection: (live) => {
          setLiveness(live ? 'live' : 'lost');
          if (live) optionsRef.current.onChange();
        },
        onOrderEvent: () => optionsRef.current.onChange(),
        onSessionEnded: () => {
          optionsRef.current.reportFailure({ code: 'SESSION_EXPIRED', message: '' } satisfies AppError);
        },
      }),
    [follow],
  );
  return liveness;
}
