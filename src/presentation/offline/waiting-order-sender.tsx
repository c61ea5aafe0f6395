import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SentOrderOutcome } from '@/application/offline/offline-cash-orders.use-case';
import { featureTokens } from '@/application/tokens';
import { Dialog, DialogActions } from '../components/dialog/dialog';
import { PrimaryButton } from '../components/buttons';
import { useFeatureLoader } from '../di/dependency-context';
import { refusedOrderMessageKeys } from '../i18n/message-keys/offline-message-keys';
import { useAppDispatch } from '../store/hooks';
import { checkoutNoteRestored, waitingOrderChecked } from '../store/checkout/checkout.thunks';
import { refusedOrderText } from './refused-order-text';

/** The cart summary, where a refused order's cart is waiting to be changed. */
const cartSummaryPath = '/checkout/cart-summary';

/**
 * Sends the cash order made offline (issue 29, part 3): at once when mounted (the app's start, or the network's
 * return told the offline mount an order may wait), and again each time the network returns. A placed order
 * opens its confirmation, as any order does; a refused one is told in a dialog and, when the customer allowed
 * them, a notification, and the cart stays for the customer to change and order again.
 */
export function WaitingOrderSender() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loadCheckout = useFeatureLoader(featureTokens.checkout);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    let stop: () => void = () => undefined;
    const answered = (outcomes: readonly SentOrderOutcome[], notify: (title: string, body: string) => void) => {
      if (!mounted || outcomes.length === 0) return;
      void dispatch(waitingOrderChecked());
      const placed = outcomes.find((outcome) => outcome.kind === 'PLACED');
      if (placed) {
        // The note went with the order: the cart screen's field empties as after a normal order.
        void dispatch(checkoutNoteRestored());
        void navigate(placed.path);
      }
      const refused = outcomes.find((outcome) => outcome.kind === 'REFUSED');
      if (refused) {
        const text = refusedOrderText(refused.refusal, t);
        setRefusal(text);
        notify(t(refusedOrderMessageKeys.title), `${text} ${t(refusedOrderMessageKeys.cartKept)}`);
      }
    };
    loadCheckout().then(
      ({ offlineCashOrders }) => {
        if (!mounted) return;
        const notify = (title: string, body: string) => void offlineCashOrders.notify(title, body);
        stop = offlineCashOrders.sendOnReconnect((outcomes) => answered(outcomes, notify));
        offlineCashOrders.sendWaiting().then(
          (outcomes) => answered(outcomes, notify),
          // The queue's storage failed: the order waits for the next start.
          () => undefined,
        );
      },
      // The checkout's code lost to the network: the network's return mounts this again.
      () => undefined,
    );
    return () => {
      mounted = false;
      stop();
    };
    // Mounted once per page: the texts and the route only shape what a later answer shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadCheckout]);

  if (refusal === null) return null;
  const close = () => setRefusal(null);
  return (
    <Dialog title={t(refusedOrderMessageKeys.title)} onClose={close} closeLabel={t(refusedOrderMessageKeys.close)}>
      <p>{refusal}</p>
      <p>{t(refusedOrderMessageKeys.cartKept)}</p>
      <DialogActions>
        <PrimaryButton
          type="button"
          onClick={() => {
            close();
            void navigate(cartSummaryPath);
          }}
        >
          {t(refusedOrderMessageKeys.openCart)}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
