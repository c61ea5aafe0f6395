import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/buttons';

/** A form's submit button; while its request is in flight it says so and cannot be pressed again. */
export function SubmitButton(props: { readonly pending: boolean; readonly labelKey: string }) {
  const { t } = useTranslation();
  return (
    <PrimaryButton type="submit" disabled={props.pending} aria-busy={props.pending}>
      {t(props.pending ? 'auth.pending' : props.labelKey)}
    </PrimaryButton>
  );
}
