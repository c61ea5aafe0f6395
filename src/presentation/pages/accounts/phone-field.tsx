import { useTranslation } from 'react-i18next';
import { phoneNumberFieldRules } from '@/domain/accounts/phone-number';
import { acceptFieldChange } from '@/domain/validation/field-rules';
import { errorIdOf, FieldFrame } from '../../components/fields/field-frame';

export interface PhoneFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error: string | null;
}

/** The mobile number with the +92 mask: what the customer types is shaped into "+92 300 1234567". */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame inputId={props.id} label={t('auth.fields.mobileNumber')} error={props.error}>
      <input
        id={props.id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('auth.fields.mobilePlaceholder')}
        maxLength={phoneNumberFieldRules.maxLength}
        value={props.value}
        aria-invalid={props.error !== null}
        aria-describedby={props.error !== null ? errorIdOf(props.id) : undefined}
        onChange={(event) => props.onChange(acceptFieldChange(phoneNumberFieldRules, props.value, event.target.value))}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
