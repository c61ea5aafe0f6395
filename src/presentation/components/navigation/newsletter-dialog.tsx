import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '../dialog/dialog';

const Frame = styled.iframe`
  display: block;
  width: min(560px, 100%);
  height: min(520px, 65vh);
  border: 0;
  background: #ffffff;
`;

/**
 * The host's newsletter sign-up form, framed as it is: the storefront keeps no e-mail address of its own. The
 * page's policy lets this one origin be framed (the reference server reads it from the configuration); the frame
 * may run the form and post it, and gets no referrer beyond the shop's origin.
 */
export function NewsletterDialog(props: { readonly formUrl: string; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('hostLinks.newsletter.title')}
      onClose={props.onClose}
      closeLabel={t('hostLinks.newsletter.close')}
    >
      <p>{t('hostLinks.newsletter.intro')}</p>
      <Frame
        src={props.formUrl}
        title={t('hostLinks.newsletter.frameTitle')}
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin"
        loading="lazy"
      />
    </Dialog>
  );
}
