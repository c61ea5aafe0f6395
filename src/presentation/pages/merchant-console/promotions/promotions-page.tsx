import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListedVoucher } from '@/application/merchant-console/promotions.use-cases';
import { featureTokens } from '@/application/tokens';
import type { PromotedProduct } from '@/domain/merchant-console/promotion-rules';
import { useFeature } from '../../../di/dependency-context';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { OfficePanel, Problem, TableScroll } from '../office/office-styles';
import { useOfficeFailure } from '../office/use-office-failure';
import { useOfficeRead } from '../office/use-office-read';
import { NewVoucherForm } from './new-voucher-form';
import { ProductPromotionItem } from './product-promotion-item';
import { useAmountText } from './use-amount-text';

const Products = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /promotions (staff and owners): each product's promotion, and the store's vouchers created and ended here. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const failureText = useOfficeFailure();
  const amountText = useAmountText();
  const { value, failure, reload, setValue } = useOfficeRead(feature.listPromotions);
  const [voucherProblem, setVoucherProblem] = useState<string | null>(null);
  const { session } = useConsoleSession();
  // A voucher ends at the store's midnight after its last day: the day before that instant, in the store's zone.
  const lastDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: session.timeZone });

  const productChanged = (product: PromotedProduct) =>
    setValue((known) =>
      known === null
        ? known
        : { ...known, products: known.products.map((item) => (item.queryId === product.queryId ? product : item)) },
    );
  const voucherChanged = (voucher: ListedVoucher) =>
    setValue((known) =>
      known === null
        ? known
        : {
            ...known,
            vouchers: [voucher, ...known.vouchers.filter((item) => item.code !== voucher.code)],
          },
    );

  const endVoucher = async (code: string) => {
    setVoucherProblem(null);
    try {
      const outcome = await feature.endVoucher(code);
      if (outcome.ok) voucherChanged({ ...outcome.value, active: false });
      else setVoucherProblem(outcome.message);
    } catch (error) {
      setVoucherProblem(failureText(error));
    }
  };

  return (
    <>
      <h2>{t('console.shell.pages.promotions')}</h2>
      {failure !== null ? (
        <Problem role="alert">
          {failure}{' '}
          <ConsoleButton type="button" $tone="plain" onClick={reload}>
            {t('office.retry')}
          </ConsoleButton>
        </Problem>
      ) : null}
      {value === null ? (
        failure === null ? (
          <p role="status">{t('office.loading')}</p>
        ) : null
      ) : (
        <>
          <OfficePanel aria-labelledby="promotions-products">
            <h3 id="promotions-products">{t('office.promotions.products')}</h3>
            <Products>
              {value.products.map((product) => (
                <ProductPromotionItem
                  key={product.queryId}
                  product={product}
                  feature={feature}
                  onChanged={productChanged}
                />
              ))}
            </Products>
          </OfficePanel>
          <NewVoucherForm
            create={feature.createVoucher}
            today={value.today}
            onCreated={(voucher) => voucherChanged({ ...voucher, active: true })}
          />
          <OfficePanel aria-labelledby="promotions-vouchers">
            <h3 id="promotions-vouchers">{t('office.promotions.vouchers')}</h3>
            {voucherProblem !== null ? <Problem role="alert">{voucherProblem}</Problem> : null}
            {value.vouchers.length === 0 ? (
              <p>{t('office.promotions.noVouchers')}</p>
            ) : (
              <TableScroll>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('office.promotions.voucherFields.code')}</th>
                      <th scope="col">{t('office.promotions.voucherFields.name')}</th>
                      <th scope="col">{t('office.promotions.voucherFields.amount')}</th>
                      <th scope="col">{t('office.promotions.voucherFields.lastDay')}</th>
                      <th scope="col">{t('office.promotions.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.vouchers.map((voucher) => (
                      <tr key={voucher.code}>
                        <th scope="row">{voucher.code}</th>
                        <td>{voucher.name}</td>
                        <td>{amountText(voucher.kind, voucher.amount)}</td>
                        <td>{lastDay.format(voucher.expiresAt - 1)}</td>
                        <td>
                          {voucher.active ? (
                            <ConsoleButton
                              type="button"
                              $tone="plain"
                              aria-label={t('office.promotions.endVoucher', { code: voucher.code })}
                              onClick={() => void endVoucher(voucher.code)}
                            >
                              {t('office.promotions.end')}
                            </ConsoleButton>
                          ) : (
                            t('office.promotions.ended')
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </OfficePanel>
        </>
      )}
    </>
  );
}
