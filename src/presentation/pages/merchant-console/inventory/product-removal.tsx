import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import type { RemoveStoreProduct } from '@/application/merchant-console/store-inventory.use-cases';
import type { StoreProduct } from '@/domain/merchant-console/store-product';
import { useErrorText } from '../../../format/use-error-text';
import { ConsoleButton } from '../console-styles';

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border: 2px solid ${({ theme }) => theme.colours.error};
  border-radius: 8px;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colours.error};
`;

export interface ProductRemovalProps {
  readonly product: StoreProduct;
  readonly removeProduct: RemoveStoreProduct;
  readonly onRemoved: (product: StoreProduct) => void;
  /** Hands a failed call to the console (an ended session opens the sign-in); true when it took it. */
  readonly reportFailure: (error: unknown) => boolean;
}

/**
 * Removing a product, confirmed first: the question says what follows (customers no longer see it, past orders
 * keep it), and only "Yes, remove" sends it. Keeping it returns the focus to the Remove button.
 */
export function ProductRemoval(props: ProductRemovalProps) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const { product } = props;

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    else if (wasAsking.current) removeButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const remove = async () => {
    setRemoving(true);
    setRefusal(null);
    try {
      await props.removeProduct(product.queryId);
      props.onRemoved(product);
    } catch (error) {
      setRemoving(false);
      if (!props.reportFailure(error)) {
        setRefusal(t('inventory.remove.failed', { message: isAppError(error) ? errorText(error) : String(error) }));
      }
    }
  };

  return (
    <>
      {asking ? (
        <Confirm role="group" aria-label={t('inventory.remove.buttonFor', { name: product.name })}>
          <p>{t('inventory.remove.confirm', { name: product.name })}</p>
          <div>
            <ConsoleButton
              ref={confirmButton}
              type="button"
              $tone="danger"
              disabled={removing}
              onClick={() => void remove()}
            >
              {removing ? t('inventory.remove.removing') : t('inventory.remove.yes')}
            </ConsoleButton>
            <ConsoleButton type="button" $tone="plain" disabled={removing} onClick={() => setAsking(false)}>
              {t('inventory.remove.cancel')}
            </ConsoleButton>
          </div>
        </Confirm>
      ) : (
        <ConsoleButton
          ref={removeButton}
          type="button"
          $tone="plain"
          aria-label={t('inventory.remove.buttonFor', { name: product.name })}
          onClick={() => {
            setRefusal(null);
            setAsking(true);
          }}
        >
          {t('inventory.remove.button')}
        </ConsoleButton>
      )}
      {refusal !== null ? <Refused role="alert">{refusal}</Refused> : null}
    </>
  );
}
