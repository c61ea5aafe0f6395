import { useCallback, useEffect, useState } from 'react';
import { isAppError, type AppError } from '@/application/errors/app-error';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { OrderIntakeState } from '@/application/ports/kitchen-pace-gateway.port';

export interface OrderIntakeView {
  /** null until the server first answers. */
  readonly intake: OrderIntakeState | null;
  readonly busy: boolean;
  readonly failure: AppError | null;
}

const unknownFailure: AppError = { code: 'SERVER_ERROR', message: '' };

/** The store's pause and cap of new orders, read at start and as each change answers. */
export function useOrderIntake(feature: MerchantConsoleFeature, reportFailure: (error: unknown) => boolean) {
  const [view, setView] = useState<OrderIntakeView>({ intake: null, busy: false, failure: null });

  const run = useCallback(
    async (step: () => Promise<OrderIntakeState>) => {
      setView((current) => ({ ...current, busy: true }));
      try {
        const intake = await step();
        setView({ intake, busy: false, failure: null });
      } catch (error) {
        const failure = reportFailure(error) ? null : isAppError(error) ? error : unknownFailure;
        setView((current) => ({ ...current, busy: false, failure }));
      }
    },
    [reportFailure],
  );

  useEffect(() => {
    void run(() => feature.showOrderIntake());
  }, [feature, run]);

  return {
    view,
    pause: (minutes: number | null) => run(() => feature.pauseOrders(minutes)),
    resume: () => run(() => feature.resumeOrders()),
    cap: (perQuarterHour: number) => run(() => feature.capOrders(perQuarterHour)),
  };
}
