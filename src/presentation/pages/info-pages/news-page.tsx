import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';

/** Newest first. */
const newsItems = ['tracking', 'reorder', 'receipts'] as const;

function NewsItem(props: { id: (typeof newsItems)[number] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`infoPages.news.items.${props.id}.title`)}</h2>
      <p>{t(`infoPages.news.items.${props.id}.body`)}</p>
    </article>
  );
}

/** `/news`: what is new in the service. */
export function NewsPage() {
  const { t } = useTranslation();
  return (
    <InfoPageLayout title={t('infoPages.news.title')}>
      {newsItems.map((id) => (
        <NewsItem key={id} id={id} />
      ))}
    </InfoPageLayout>
  );
}
