import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import { withProduct, type StoreProduct } from '@/domain/merchant-console/store-product';
import { useFeature } from '../../../di/dependency-context';
import { useErrorText } from '../../../format/use-error-text';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { InventoryProductCard } from './inventory-product-card';
import { inventoryAddPath } from './inventory-paths';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  h2 {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(2)};
    border-radius: 8px;
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Removed = styled.p`
  color: #1b5e20;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

type Loading =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly products: readonly StoreProduct[] }
  | { readonly kind: 'failed'; readonly error: AppError };

/** /inventory-mgmt: the store's products with price, promotion, stock and availability, each editable. */
export function InventoryMgmtPage() {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const feature = useFeature(featureTokens.merchantConsole);
  const { reportFailure } = useConsoleSession();
  const [state, setState] = useState<Loading>({ kind: 'loading' });

  const load = useCallback(() => {
    let current = true;
    feature.listStoreInventory().then(
      (inventory) => current && setState({ kind: 'loaded', products: inventory.products }),
      (error: unknown) => {
        if (!current || reportFailure(error)) return;
        setState({
          kind: 'failed',
          error: isAppError(error) ? error : { code: 'SERVER_ERROR', message: String(error) },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [feature, reportFailure]);
  useEffect(load, [load]);

  const saved = useCallback(
    (product: StoreProduct) =>
      setState((known) =>
        known.kind === 'loaded' ? { ...known, products: withProduct(known.products, product) } : known,
      ),
    [],
  );

  const [removed, setRemoved] = useState<string | null>(null);
  // The removed product's card goes with its buttons: the focus goes to the words saying so, not to the page's top.
  const removedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed !== null) removedNote.current?.focus();
  }, [removed]);
  const removedProduct = useCallback((product: StoreProduct) => {
    setState((known) =>
      known.kind === 'loaded'
        ? { ...known, products: known.products.filter((shown) => shown.queryId !== product.queryId) }
        : known,
    );
    setRemoved(product.name);
  }, []);

  return (
    <>
      <Toolbar>
        <h2>{t('console.shell.pages.inventory')}</h2>
        <Link to={inventoryAddPath}>{t('inventory.addProducts')}</Link>
      </Toolbar>
      <p>{t('inventory.intro')}</p>
      <Removed ref={removedNote} tabIndex={-1} role="status">
        {removed === null ? null : t('inventory.remove.removed', { name: removed })}
      </Removed>
      {state.kind === 'loading' ? <p role="status">{t('console.loading')}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert">
          {t('inventory.failed', { message: errorText(state.error) })}{' '}
          <ConsoleButton type="button" $tone="plain" onClick={load}>
            {t('inventory.retry')}
          </ConsoleButton>
        </p>
      ) : null}
      {state.kind === 'loaded' && state.products.length === 0 ? <p>{t('inventory.empty')}</p> : null}
      {state.kind === 'loaded' ? (
        <Cards>
          {state.products.map((product) => (
            <InventoryProductCard
              key={product.queryId}
              product={product}
              changeProduct={feature.changeStoreProduct}
              onSaved={saved}
              removeProduct={feature.removeStoreProduct}
              onRemoved={removedProduct}
              reportFailure={reportFailure}
            />
          ))}
        </Cards>
      ) : null}
    </>
  );
}
