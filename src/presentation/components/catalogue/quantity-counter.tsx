import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Counter = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colours.primary};
  border-radius: 8px;
  overflow: hidden;
`;

const Step = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: 1.2rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: 40px;
  text-align: center;
  font-weight: 600;
`;

/** Stands in for a number that is being changed. */
export const CountSkeleton = styled.span`
  display: inline-block;
  width: 28px;
  height: 16px;
  border-radius: 4px;
  background: #e2e6eb;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

function StepIcon(props: { path: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={props.path} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export interface QuantityCounterProps {
  readonly name: string;
  readonly quantity: number;
  /** A change is under way: both buttons wait and the number gives way to a skeleton. */
  readonly pending: boolean;
  readonly canDecrease: boolean;
  readonly onIncrease: () => void;
  readonly onDecrease: () => void;
}

/**
 * Minus, the quantity, plus. Plus stays pressable at the maximum on purpose: pressing it there is how the
 * customer learns that no more units are left.
 */
export function QuantityCounter(props: QuantityCounterProps) {
  const { t } = useTranslation();
  return (
    <Counter role="group" aria-label={t('catalog.row.quantity', { name: props.name })} aria-busy={props.pending}>
      <Step
        type="button"
        aria-label={t('catalog.row.decrease', { name: props.name })}
        disabled={props.pending || !props.canDecrease}
        onClick={props.onDecrease}
      >
        <StepIcon path="M5 10h10" />
      </Step>
      <Value aria-live="polite">
        {props.pending ? <CountSkeleton data-testid="counter-skeleton" aria-hidden="true" /> : props.quantity}
      </Value>
      <Step
        type="button"
        aria-label={t('catalog.row.increase', { name: props.name })}
        disabled={props.pending}
        onClick={props.onIncrease}
      >
        <StepIcon path="M5 10h10M10 5v10" />
      </Step>
    </Counter>
  );
}
