import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { closedStoresAlertKeys } from '../../i18n/message-keys/closed-stores-alert-keys';

const Alert = styled.section`
  border-left: 4px solid ${({ theme }) => theme.colours.error};
  background: #fdecea;
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  border-radius: 8px;
`;

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 4px;
`;

const Message = styled.p`
  margin: 0;
`;

/** Shown when stores were found and none of them is open. */
export function ClosedStoresAlert() {
  const { t } = useTranslation();
  return (
    <Alert role="alert">
      <Title>{t(closedStoresAlertKeys.title)}</Title>
      <Message>{t(closedStoresAlertKeys.message)}</Message>
    </Alert>
  );
}
