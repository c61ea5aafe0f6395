import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PickupLocation } from '@/domain/catalogue/pickup-location';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  text-align: start;
`;

const Picture = styled.img`
  width: 72px;
  height: 72px;
  border-radius: 8px;
  object-fit: cover;
  background: #eef1f4;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Description = styled.p`
  margin: 2px 0 0;
  color: #5f6670;
  font-size: 0.9rem;
`;

/** One food pickup location: its picture when the venue has one, its name and where it is. */
export function PickupLocationItem(props: { readonly location: PickupLocation }) {
  const { t } = useTranslation();
  const { location } = props;
  return (
    <Item aria-label={location.name}>
      {location.pictureUrl ? (
        <Picture src={location.pictureUrl} alt={t('arena.pickup.pictureAlt', { name: location.name })} loading="lazy" />
      ) : (
        <span />
      )}
      <div>
        <Name>{location.name}</Name>
        {location.description !== '' ? <Description>{location.description}</Description> : null}
      </div>
    </Item>
  );
}
