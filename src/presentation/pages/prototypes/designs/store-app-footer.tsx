import { useId } from 'react';
import styled from 'styled-components';
import { usePrototypeTexts } from '../use-prototype-texts';

const Footer = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: #1b1d21;
  color: #ffffff;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    min-height: 44px;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
    border: 1px solid #ffffff;
    border-radius: ${({ theme }) => theme.radius};
    color: #ffffff;
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`;

/** The sample footer block with the links to the app stores. */
export function StoreAppFooter() {
  const { t } = usePrototypeTexts();
  const headingId = useId();
  return (
    <Footer aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.footer.heading')}</h2>
      <p>{t('designs.footer.body')}</p>
      <Links>
        <li>
          <a href="https://apps.apple.com/" rel="noopener noreferrer">
            {t('designs.footer.appStore')}
          </a>
        </li>
        <li>
          <a href="https://play.google.com/store/apps" rel="noopener noreferrer">
            {t('designs.footer.googlePlay')}
          </a>
        </li>
      </Links>
    </Footer>
  );
}
