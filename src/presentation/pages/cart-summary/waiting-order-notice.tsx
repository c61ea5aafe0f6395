import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { waitingOrderMessageKeys } from '../../i18n/message-keys/offline-message-keys';

const Notice = styled.section`
  margin: ${({ theme }) => theme.spacing(2)} 0;
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: 8px;
  line-height: 1.4;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(0.5)};
  font-size: 1.1rem;
`;

/**
 * In place of the pay buttons while the cash order the customer confirmed offline waits for the network: it is
 * kept on the device and sent when the network returns, and the store judges it then. A polite status, so a screen
 * reader announces it as it appears.
 */
export function WaitingOrderNotice() {
  const { t } = useTranslation();
  return (
    <Notice role="status" aria-labelledby="waiting-order-title">
      <Title id="waiting-order-title">{t(waitingOrderMessageKeys.title)}</Title>
      <p>{t(waitingOrderMessageKeys.text)}</p>
    </Notice>
  );
}
