import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { PromotedProduct, PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import { useFormatPrice } from '../../../format/use-format-price';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { useOfficeFailure } from '../office/use-office-failure';
import { useAmountText } from './use-amount-text';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)} 0;
  border-bottom: 1px solid rgba(0, 0, 0, 0.12);
  h4,
  p {
    margin: 0;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  select {
    min-height: 44px;
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
    background: white;
  }
`;

export interface ProductPromotionItemProps {
  readonly product: PromotedProduct;
  readonly feature: Pick<MerchantConsoleFeature, 'setPromotion' | 'endPromotion'>;
  readonly onChanged: (product: PromotedProduct) => void;
}

/** One product: its price, what the customer is charged, and its promotion set or ended. */
export function ProductPromotionItem(props: ProductPromotionItemProps) {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  const amountText = useAmountText();
  const failureText = useOfficeFailure();
  const id = useId();
  const { product, feature } = props;
  const [nature, setNature] = useState<PromotionTerms['nature']>('discount');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await change();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const outcome = await feature.setPromotion(product, nature, amount);
      if (outcome.ok) {
        setAmount('');
        props.onChanged(outcome.value);
      } else if (outcome.refusal === 'INVALID_FIELDS') {
        setProblem(t(`office.promotions.problems.${outcome.problem}`));
      } else {
        setProblem(outcome.message);
      }
    });
  };

  const end = () =>
    run(async () => {
      const outcome = await feature.endPromotion(product.queryId);
      if (outcome.ok) props.onChanged(outcome.value);
      else setProblem(outcome.message);
    });

  return (
    <Item aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`}>{product.name}</h4>
      <p>
        {t('office.promotions.prices', {
          price: formatPrice(product.price),
          charged: formatPrice(product.priceAfterPromotion),
        })}
      </p>
      <p>
        {product.promotion === null
          ? t('office.promotions.none')
          : t('office.promotions.current', {
              amount: amountText(product.promotion.nature, product.promotion.amount),
            })}
      </p>
      <form noValidate onSubmit={submit}>
        <ConsoleField>
          <label htmlFor={`${id}-nature`}>{t('office.promotions.nature')}</label>
          <select
            id={`${id}-nature`}
            value={nature}
            onChange={(event) => setNature(event.target.value === 'flat' ? 'flat' : 'discount')}
          >
            <option value="discount">{t('office.promotions.natures.discount')}</option>
            <option value="flat">{t('office.promotions.natures.flat')}</option>
          </select>
        </ConsoleField>
        <ConsoleTextField
          id={`${id}-amount`}
          label={t('office.promotions.amountOf', { name: product.name })}
          problemShownAt={problem !== null ? `${id}-problem` : null}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <ConsoleButton type="submit" disabled={busy}>
          {t('office.promotions.set')}
        </ConsoleButton>
        {product.promotion !== null ? (
          <ConsoleButton type="button" $tone="plain" disabled={busy} onClick={() => void end()}>
            {t('office.promotions.end')}
          </ConsoleButton>
        ) : null}
      </form>
      {problem !== null ? (
        <FieldProblem id={`${id}-problem`} role="alert">
          {problem}
        </FieldProblem>
      ) : null}
    </Item>
  );
}
