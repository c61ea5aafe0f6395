import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStorefrontConfig } from '../../config/config-context';
import { DetailList, telHref } from '../../components/info-page/detail-list';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';

/**
 * `/contact`: the support phone and e-mail the host configured (the company's own as a fallback), or a pointer
 * to the FAQ when there is neither.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const config = useStorefrontConfig();
  const phone = config.supportPhone ?? config.company?.phone ?? null;
  const email = config.supportEmail ?? config.company?.email ?? null;
  const address = config.company?.address ?? null;
  return (
    <InfoPageLayout title={t('infoPages.contact.title')}>
      {phone || email ? (
        <>
          <p>{t('infoPages.contact.intro')}</p>
          <DetailList>
            {phone ? (
              <>
                <dt>{t('infoPages.contact.phone')}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </>
            ) : null}
            {email ? (
              <>
                <dt>{t('infoPages.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </>
            ) : null}
            {address ? (
              <>
                <dt>{t('infoPages.contact.address')}</dt>
                <dd>{address}</dd>
              </>
            ) : null}
          </DetailList>
        </>
      ) : (
        <p>{t('infoPages.contact.noDetails')}</p>
      )}
      <p>
        <Link to="/faqs">{t('infoPages.contact.faqLink')}</Link>
      </p>
    </InfoPageLayout>
  );
}
