import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appInfoRequested, selectAppInfo } from '../../store/app-info/app-info.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * The app's version (meta.json's, as the footer reads it). A frame without that footer (transport mode's) has
 * this ask for it (`ask`) when nobody has yet. Nothing is shown until it is known.
 */
export function AppVersion(props: { readonly ask?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectAppInfo);
  const headingId = useId();
  const needed = props.ask === true && info === null;
  useEffect(() => {
    if (needed) void dispatch(appInfoRequested());
  }, [dispatch, needed]);
  if (!info?.version) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('infoPages.aboutUs.versionHeading')}</h2>
      <p>{t('infoPages.aboutUs.version', { version: info.version })}</p>
    </section>
  );
}
