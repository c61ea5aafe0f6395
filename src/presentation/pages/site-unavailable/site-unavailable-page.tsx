import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Message = styled.p`
  text-align: center;
  margin-top: 20vh;
  font-size: 1.25rem;
`;

/** Shown instead of the whole site when the host switches it off. */
export function SiteUnavailablePage(props: { message: string | null }) {
  const { t } = useTranslation();
  return <Message role="status">{props.message ?? t('site.unavailable')}</Message>;
}
