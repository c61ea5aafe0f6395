import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Store } from '@/domain/catalogue/store';
import { useListingVariant } from './listing-variant';

const Banner = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  border-radius: ${({ theme }) => theme.radius};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const Line = styled.p`
  margin: 4px 0 0;
`;

/** The arena's kitchen banner under the store header, with the line saying where the kitchen is. */
export function KitchenBanner(props: { readonly store: Store }) {
  const { t } = useTranslation();
  const { arena } = useListingVariant();
  const titleId = useId();
  if (!arena) return null;
  return (
    <Banner aria-labelledby={titleId}>
      <Title id={titleId}>{t('arena.kitchen.title')}</Title>
      <Line>{t('arena.kitchen.intro')}</Line>
      <Line>{t('arena.kitchen.location', { address: props.store.addressDescription })}</Line>
    </Banner>
  );
}
