import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { offlineMessageKeys } from '../i18n/message-keys/offline-message-keys';

const Banner = styled.section`
  position: sticky;
  top: 0;
  z-index: 20;
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colours.text};
  color: ${({ theme }) => theme.colours.background};
  line-height: 1.4;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const Text = styled.p`
  margin: 0;
`;

/**
 * Says the shop is offline and what still works: the stores and menus already opened, product details and the
 * cart. A polite status, so a screen reader announces it without interrupting.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <Banner role="status" aria-labelledby="offline-banner-title">
      <Title id="offline-banner-title">{t(offlineMessageKeys.title)}</Title>
      <Text>{t(offlineMessageKeys.whatWorks)}</Text>
    </Banner>
  );
}
