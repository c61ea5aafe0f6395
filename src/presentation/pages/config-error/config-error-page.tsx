import { useTranslation } from 'react-i18next';

/**
 * Start-up stops here when the host's configuration is wrong. Plain markup on purpose:
 * without a valid configuration there are no theme colours to use.
 */
export function ConfigErrorPage(props: { problems: string } | { unreadable: string }) {
  const { t } = useTranslation();
  const text =
    'problems' in props
      ? t('errors.invalidConfig', { problems: props.problems })
      : t('errors.configUnreadable', { reason: props.unreadable });
  return (
    <p role="alert" style={{ color: '#c62828', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      {text}
    </p>
  );
}
