import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

const LinkButton = styled.button`
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: underline;
  cursor: pointer;
`;

export interface TermsAcceptanceProps {
  /** PROMINENT accepts in the dialog only; STANDARD and STANDARD_PLUS have a checkbox. */
  readonly withCheckbox: boolean;
  readonly accepted: boolean;
  readonly onChange: (accepted: boolean) => void;
  readonly onRead: () => void;
}

/** Where the customer accepts the terms before paying. */
export function TermsAcceptance(props: TermsAcceptanceProps) {
  const { t } = useTranslation();
  return (
    <Row>
      {props.withCheckbox ? (
        <label>
          <input type="checkbox" checked={props.accepted} onChange={(event) => props.onChange(event.target.checked)} />
          {t('checkout.terms.accept')}
        </label>
      ) : null}
      <LinkButton type="button" onClick={props.onRead}>
        {t('checkout.terms.read')}
      </LinkButton>
    </Row>
  );
}
