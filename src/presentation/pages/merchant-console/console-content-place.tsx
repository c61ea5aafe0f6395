import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Laid out as the orders page's toolbar, whose heading takes the same place once the page is there. */
const Heading = styled.div`
  display: flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
  }
`;

/**
 * A console page's place while the staff session is looked up (or, drawn by the server, before the app's code has
 * arrived): its heading and a word that it loads, nothing of the store's.
 */
export function ConsoleContentPlace(props: { readonly heading: string }) {
  const { t } = useTranslation('console');
  return (
    <>
      <Heading>
        <h2>{props.heading}</h2>
      </Heading>
      <p role="status">{t('console.loading')}</p>
    </>
  );
}
