import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { detailStep } from '@/domain/orders/order-progress';
import type { OrderStatus } from '@/domain/orders/order-status';
import { detailStepLabelKeys } from '../../i18n/message-keys/order-message-keys';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing(0.5)};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.spacing(2)} 0;
  font-size: 0.85rem;
`;

const Step = styled.li<{ $reached: boolean }>`
  padding-top: ${({ theme }) => theme.spacing(1)};
  border-top: 4px solid ${({ theme, $reached }) => ($reached ? theme.colours.primary : '#d6d9de')};
  font-weight: ${({ $reached }) => ($reached ? 600 : 400)};
`;

const steps = [1, 2, 3, 4] as const;

/** The order detail's stepper: Order Received, In Progress, On The Way, Order Delivered. */
export function OrderStepper(props: { readonly status: OrderStatus }) {
  const { t } = useTranslation();
  const current = detailStep(props.status);
  return (
    <Steps aria-label={t('tracking.stepperLabel')}>
      {steps.map((step) => (
        <Step key={step} $reached={step <= current} aria-current={step === current ? 'step' : undefined}>
          {t(detailStepLabelKeys[step])}
        </Step>
      ))}
    </Steps>
  );
}
