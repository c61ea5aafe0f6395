import styled from 'styled-components';
import { useFormatPrice } from '../../../format/use-format-price';
import { sampleColours, type SampleDeal } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';
import { VisuallyHidden } from '../visually-hidden';
import { DealCountdown } from './deal-countdown';
import { SamplePicture } from './sample-picture';

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
  h3 {
    margin: ${({ theme }) => theme.spacing(0.5)} 0 0;
    font-size: 1rem;
  }
`;

const PercentTag = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  left: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 2px 10px;
  border-radius: 999px;
  background: #b71c1c;
  color: #ffffff;
  font-weight: 700;
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  s {
    color: #5f6368;
  }
  strong {
    color: #b71c1c;
  }
`;

/** A best-deals card: the sample product, its discount-percent tag, the old and the deal price, and the countdown. */
export function DealCard(props: { readonly deal: SampleDeal }) {
  const { t } = usePrototypeTexts();
  const formatPrice = useFormatPrice();
  const { deal } = props;
  const name = t(`designs.products.${deal.product}`);
  return (
    <Card>
      <SamplePicture colour={sampleColours[deal.product]} name={name} />
      <PercentTag>
        <span aria-hidden="true">{t('designs.bestDeals.percentOff', { percent: deal.percentOff })}</span>
        <VisuallyHidden>{t('designs.bestDeals.percentOffLabel', { percent: deal.percentOff })}</VisuallyHidden>
      </PercentTag>
      <h3>{name}</h3>
      <Prices>
        <s>{t('designs.bestDeals.wasPrice', { price: formatPrice(deal.was) })}</s>
        <strong>{t('designs.bestDeals.nowPrice', { price: formatPrice(deal.now) })}</strong>
      </Prices>
      <DealCountdown runsForSeconds={deal.runsForSeconds} />
    </Card>
  );
}
