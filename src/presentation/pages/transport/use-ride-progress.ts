import { useEffect, useState } from 'react';
import { featureTokens } from '@/application/tokens';
import { isRideSettled, type RideProgress } from '@/domain/transport/ride-progress';
import { useFeatureLoader } from '../../di/dependency-context';
import { cancelRefusalMessageKeys } from '../../i18n/message-keys/transport-message-keys';

/** The page's own message when it already knew the ride could not be paid. */
const notPayableKey = 'rides.confirm.notPayable';
import { useRideErrorText } from './ride-error-text';

/** How often the page asks for the ride's status while a driver is searched for. */
export const rideStatusPollMs = 2_000;

/**
 * The ride's status, asked again until a driver is assigned or the search cancelled, and at once when its push
 * arrives; notifications offered while it is not settled; and the cancel.
 */
export function useRideProgress(invoiceQueryId: string) {
  const loadTransport = useFeatureLoader(featureTokens.transport);
  const errorText = useRideErrorText();
  const [progress, setProgress] = useState<RideProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopNews: () => void = () => undefined;
    let offered = false;
    const ask = async () => {
      clearTimeout(timer);
      try {
        const transport = await loadTransport();
        const next = await transport.followRide(invoiceQueryId);
        if (stopped) return;
        setProgress(next);
        setError(null);
        if (isRideSettled(next.status)) return;
        // A ride still to be settled is worth a notification: asked once, when it is first on screen.
        if (!offered) {
          offered = true;
          void transport.offerRidePush();
        }
      } catch (failure) {
        if (stopped) return;
        setError(errorText(failure));
      }
      // An ask the news started may end beside the polling one: one timer goes on.
      clearTimeout(timer);
      timer = setTimeout(() => void ask(), rideStatusPollMs);
    };
    // The service worker's word that the ride changed: asked at once rather than at the next poll.
    void loadTransport().then((transport) => {
      if (!stopped) stopNews = transport.followRideNews(invoiceQueryId, () => void ask());
    });
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopNews();
    };
    // errorText is a new function on every render; the polling restarts only for another ride.
  }, [invoiceQueryId, loadTransport]);

  const cancel = async () => {
    if (progress === null) return;
    setCancelling(true);
    setRefusal(null);
    try {
      const answer = await (await loadTransport()).cancelRiderSearch({ invoiceQueryId, knownStatus: progress.status });
      if (answer.ok) setProgress(answer.progress);
      else setRefusal(cancelRefusalMessageKeys[answer.reason]);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setCancelling(false);
    }
  };

  /** Leaves for the card checkout; the page stays (and the button comes back) only when it could not open. */
  const pay = async () => {
    if (progress === null) return;
    setPaying(true);
    setRefusal(null);
    setError(null);
    try {
      const answer = await (await loadTransport()).payRideByCard({ invoiceQueryId, known: progress });
      if (!answer.ok) {
        setRefusal(notPayableKey);
        setPaying(false);
      }
    } catch (failure) {
      setError(errorText(failure));
      setPaying(false);
    }
  };

  return { progress, error, refusal, cancelling, cancel, paying, pay };
}
