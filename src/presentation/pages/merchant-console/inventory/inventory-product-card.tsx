import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import { Link } from 'react-router-dom';
import type { ChangeStoreProduct, RemoveStoreProduct } from '@/application/merchant-console/store-inventory.use-cases';
import { priceText, type StockAndPriceInput } from '@/domain/merchant-console/inventory-input';
import { isOnSale, type StoreProduct } from '@/domain/merchant-console/store-product';
import { useRowProblemText } from '../../../components/product-add-table/use-product-add-rows';
import { useErrorText } from '../../../format/use-error-text';
import { useFormatPrice } from '../../../format/use-format-price';
import { ConsoleButton, FieldProblem } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { inventoryEditPath } from './inventory-paths';
import { ProductRemoval } from './product-removal';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  align-content: start;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  img {
    width: 100%;
    max-height: 140px;
    object-fit: cover;
    border-radius: 8px;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
`;

/** The product's life beyond its price and stock: its edit form, and its removal. */
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const Status = styled.p<{ $onSale: boolean }>`
  font-weight: 700;
  color: ${({ $onSale }) => ($onSale ? '#1b5e20' : '#b71c1c')};
`;

const Saved = styled.p`
  color: #1b5e20;
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colours.error};
`;

type FieldName = 'price' | 'stock' | 'unlimited' | 'offSale';

export interface InventoryProductCardProps {
  readonly product: StoreProduct;
  readonly changeProduct: ChangeStoreProduct;
  readonly onSaved: (product: StoreProduct) => void;
  readonly removeProduct: RemoveStoreProduct;
  readonly onRemoved: (product: StoreProduct) => void;
  /** Hands a failed call to the console (an ended session opens the sign-in); true when it took it. */
  readonly reportFailure: (error: unknown) => boolean;
}

const inputOf = (product: StoreProduct): StockAndPriceInput => ({
  price: priceText(product.price),
  stock: String(product.stock),
  unlimited: product.unlimited,
  offSale: product.offSale,
});

/**
 * One product of the store: what customers pay, whether it sells, and a form for its price, stock and
 * availability. What was typed stays in the form whatever the answer; messages show beside their fields.
 */
export function InventoryProductCard(props: InventoryProductCardProps) {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  const problemText = useRowProblemText();
  const errorText = useErrorText();
  const id = useId();
  const { product } = props;
  const [input, setInput] = useState<StockAndPriceInput>(() => inputOf(product));
  const [messages, setMessages] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'refused'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (change: Partial<StockAndPriceInput>, field: FieldName) => {
    setInput((known) => ({ ...known, ...change }));
    setMessages((known) => ({ ...known, [field]: undefined }));
    setOutcome(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await props.changeProduct(product.queryId, input, product.stock);
      if (answer.ok) {
        setMessages({});
        setOutcome({ kind: 'saved' });
        props.onSaved(answer.product);
      } else if ('problems' in answer) {
        setMessages(
          Object.fromEntries(
            Object.entries(answer.problems).map(([field, problem]) => [field, problemText(problem)]),
          ) as Partial<Record<FieldName, string>>,
        );
      } else {
        setMessages(answer.fields as Partial<Record<FieldName, string>>);
        setOutcome({ kind: 'refused', message: answer.message });
      }
    } catch (error) {
      if (!props.reportFailure(error)) {
        setOutcome({ kind: 'refused', message: isAppError(error) ? errorText(error) : String(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  const message = (name: FieldName) =>
    messages[name] !== undefined ? <FieldProblem id={`${id}-${name}-problem`}>{messages[name]}</FieldProblem> : null;
  const promotion = product.promotion;
  const onSale = isOnSale(product);

  return (
    <Card aria-label={product.name}>
      {product.pictureUrl !== null ? (
        <img src={product.pictureUrl} alt={t('inventory.picture', { name: product.name })} />
      ) : null}
      <h3>{product.name}</h3>
      <p>{t('inventory.category', { name: product.categoryName })}</p>
      {product.brand !== null ? <p>{t('inventory.brand', { name: product.brand })}</p> : null}
      <p>
        {promotion === null
          ? t('inventory.noPromotion')
          : promotion.nature === 'flat'
            ? t('inventory.promotionFlat', { amount: formatPrice(promotion.amount) })
            : t('inventory.promotionDiscount', { percent: promotion.amount })}
      </p>
      {promotion !== null ? (
        <p>{t('inventory.customersPay', { amount: formatPrice(product.priceAfterPromotion) })}</p>
      ) : null}
      <Status $onSale={onSale}>
        {onSale ? t('inventory.onSale') : t('inventory.offSale')} ·{' '}
        {product.unlimited ? t('inventory.stockUncounted') : t('inventory.stockLeft', { count: product.stock })}
      </Status>
      <form noValidate onSubmit={(event) => void save(event)}>
        <ConsoleTextField
          id={`${id}-price`}
          label={t('inventory.price')}
          problem={messages.price}
          inputMode="decimal"
          value={input.price}
          onChange={(event) => edit({ price: event.target.value }, 'price')}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={!input.unlimited}
            onChange={(event) => edit({ unlimited: !event.target.checked }, 'unlimited')}
          />
          {t('inventory.countStock')}
        </label>
        {input.unlimited ? (
          <label className="check">
            <input
              type="checkbox"
              checked={!input.offSale}
              onChange={(event) => edit({ offSale: !event.target.checked }, 'offSale')}
            />
            {t('inventory.sells')}
          </label>
        ) : (
          <ConsoleTextField
            id={`${id}-stock`}
            label={t('inventory.stock')}
            problem={messages.stock}
            inputMode="numeric"
            value={input.stock}
            onChange={(event) => edit({ stock: event.target.value }, 'stock')}
          />
        )}
        {message('unlimited')}
        {message('offSale')}
        <ConsoleButton type="submit" disabled={saving}>
          {saving ? t('inventory.saving') : t('inventory.save')}
        </ConsoleButton>
        {outcome?.kind === 'saved' ? <Saved role="status">{t('inventory.saved')}</Saved> : null}
        {outcome?.kind === 'refused' ? (
          <Refused role="alert">{t('inventory.refused', { message: outcome.message })}</Refused>
        ) : null}
      </form>
      <Actions>
        <Link to={inventoryEditPath(product.queryId)} aria-label={t('inventory.edit.linkFor', { name: product.name })}>
          {t('inventory.edit.link')}
        </Link>
        <ProductRemoval
          product={product}
          removeProduct={props.removeProduct}
          onRemoved={props.onRemoved}
          reportFailure={props.reportFailure}
        />
      </Actions>
    </Card>
  );
}
