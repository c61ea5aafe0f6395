import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pinInputMaxLength } from '@/domain/accounts/account-field-limits';
import { acceptPinChange } from '@/domain/accounts/pin';
import { errorIdOf, FieldFrame } from '../../components/fields/field-frame';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const ToggleButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid rgba(0, 0, 0, 0.3);
  border-radius: 8px;
  background: white;
  cursor: pointer;
`;

export interface PinFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error: string | null;
  /** A new PIN is not the one the browser may have saved. */
  readonly autoComplete: 'current-password' | 'new-password';
}

/** An eye, open while the PIN is hidden (press to show it), struck through while it shows. */
function EyeIcon(props: { readonly struck: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {props.struck ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}

/**
 * The PIN, hidden until the customer asks to see it. Only letters a–z, A–Z and digits are taken; a change
 * with anything else is ignored, as the PIN rule says.
 */
export function PinField(props: PinFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={props.id} label={props.label} error={props.error}>
      <Row>
        <input
          id={props.id}
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={pinInputMaxLength}
          value={props.value}
          aria-invalid={props.error !== null}
          aria-describedby={props.error !== null ? errorIdOf(props.id) : undefined}
          onChange={(event) => props.onChange(acceptPinChange(props.value, event.target.value))}
          onBlur={props.onBlur}
        />
        <ToggleButton
          type="button"
          aria-label={t(visible ? 'auth.pinVisibility.hide' : 'auth.pinVisibility.show')}
          aria-controls={props.id}
          onClick={() => setVisible((was) => !was)}
        >
          <EyeIcon struck={visible} />
        </ToggleButton>
      </Row>
    </FieldFrame>
  );
}
