import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { newVersionMessageKeys } from '../i18n/message-keys/version-message-keys';
import { Dialog } from '../components/dialog/dialog';

const Message = styled.p`
  margin: 0;
  line-height: 1.5;
`;

export interface NewVersionDialogProps {
  /** How long until the page reloads, as the version check decided. */
  readonly reloadInMs: number;
  readonly onClose: () => void;
}

/**
 * Tells the customer a new version was launched and that the page reloads in a moment. Closing it only hides
 * it: the reload is already scheduled, so the customer cannot stay on the old version by accident.
 */
export function NewVersionDialog(props: NewVersionDialogProps) {
  const { t } = useTranslation();
  const seconds = Math.ceil(props.reloadInMs / 1000);
  return (
    <Dialog title={t(newVersionMessageKeys.title)} onClose={props.onClose} closeLabel={t('version.newVersion.close')}>
      <Message role="status">{t(newVersionMessageKeys.message, { seconds })}</Message>
    </Dialog>
  );
}
