import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { PrimaryButton } from '../../components/buttons';

/** The terms stated to customers, in the spec's order. */
const termPoints = ['charged', 'alcohol', 'vat', 'receipts', 'refunds', 'retention', 'cards'] as const;

/** The terms and conditions, with "I agree" that accepts them. */
export function TermsDialog(props: { onAgree: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('checkout.terms.title')} onClose={props.onClose} closeLabel={t('checkout.terms.close')}>
      <ul>
        {termPoints.map((point) => (
          <li key={point}>{t(`checkout.terms.points.${point}`)}</li>
        ))}
      </ul>
      <DialogActions>
        <PrimaryButton type="button" onClick={props.onAgree}>
          {t('checkout.terms.agree')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
