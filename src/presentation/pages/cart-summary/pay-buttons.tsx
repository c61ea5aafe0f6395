import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paymentMethodLabelKeys } from '../../i18n/message-keys/payment-message-keys';
import { needsNetworkToPay } from '@/domain/payments/needs-network-to-pay';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { PrimaryButton } from '../../components/buttons';
import { SwipeButton } from '../../components/swipe-button/swipe-button';

const Methods = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
  button {
    width: 100%;
  }
`;

export interface PayButtonsProps {
  /** The host's configured methods, in its order. */
  readonly methods: readonly PaymentMethod[];
  /** Terms accepted, minimum reached, an invoice priced. */
  readonly enabled: boolean;
  /** The method whose payment is under way: its button shows the wait, every button waits. */
  readonly pendingMethod: PaymentMethod | null;
  readonly onPay: (method: PaymentMethod) => void;
  /** The PROMINENT layout confirms a payment with a swipe instead of a tap. */
  readonly swipe?: boolean;
  /** The browser says the network is gone: cash still takes the order (it waits), a card or a bank cannot. */
  readonly offline?: boolean;
}

/**
 * One button per configured payment method, and none for a method the host did not configure. Offline, a card or
 * bank method's button says it needs the network instead of failing when pressed.
 */
export function PayButtons(props: PayButtonsProps) {
  const { t } = useTranslation();
  const methods = [...new Set(props.methods)];
  const unreachable = (method: PaymentMethod) => props.offline === true && needsNetworkToPay(method);
  if (props.swipe) {
    return (
      <Methods role="group" aria-label={t('checkout.pay.methods')}>
        {methods.map((method) => (
          <SwipeButton
            key={method}
            label={
              props.pendingMethod === method
                ? t('checkout.pay.placing')
                : unreachable(method)
                  ? t('checkout.pay.needsNetwork', { method: t(paymentMethodLabelKeys[method]) })
                  : t('swipe.toPay', { method: t(paymentMethodLabelKeys[method]) })
            }
            disabled={
              !props.enabled || unreachable(method) || (props.pendingMethod !== null && props.pendingMethod !== method)
            }
            busy={props.pendingMethod === method}
            onComplete={() => props.onPay(method)}
          />
        ))}
      </Methods>
    );
  }
  return (
    <Methods role="group" aria-label={t('checkout.pay.methods')}>
      {methods.map((method) => (
        <PrimaryButton
          key={method}
          type="button"
          disabled={!props.enabled || unreachable(method) || props.pendingMethod !== null}
          aria-busy={props.pendingMethod === method}
          onClick={() => props.onPay(method)}
        >
          {props.pendingMethod === method
            ? t('checkout.pay.placing')
            : unreachable(method)
              ? t('checkout.pay.needsNetwork', { method: t(paymentMethodLabelKeys[method]) })
              : t('checkout.pay.label', { method: t(paymentMethodLabelKeys[method]) })}
        </PrimaryButton>
      ))}
    </Methods>
  );
}
