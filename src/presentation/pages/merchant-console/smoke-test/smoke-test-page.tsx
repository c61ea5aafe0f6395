import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import { useStorefrontConfig } from '../../../config/config-context';
import { useFeature, useFeatureLoader } from '../../../di/dependency-context';
import { useConsoleSession } from '../console-session';

const Checks = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type StreamCheck = 'connecting' | 'connected' | 'failed';

const streamKeys: Readonly<Record<StreamCheck, string>> = {
  connecting: 'console.test.streamConnecting',
  connected: 'console.test.streamConnected',
  failed: 'console.test.streamFailed',
};

/** /test: the host's own smoke checks: which API the app speaks to, the deployed version, and the live stream. */
export function SmokeTestPage() {
  const { t } = useTranslation('console');
  const config = useStorefrontConfig();
  const feature = useFeature(featureTokens.merchantConsole);
  const loadVersion = useFeatureLoader(featureTokens.version);
  const { reportFailure } = useConsoleSession();
  const [version, setVersion] = useState<string | null | undefined>(undefined);
  const [stream, setStream] = useState<StreamCheck>('connecting');

  useEffect(() => {
    let current = true;
    loadVersion()
      .then((feature) => feature.readAppInfo())
      .then(
        (info) => current && setVersion(info.version),
        () => current && setVersion(null),
      );
    return () => {
      current = false;
    };
  }, [loadVersion]);

  useEffect(
    () =>
      feature.followStoreOrders({
        onConnection: (live) => setStream(live ? 'connected' : 'failed'),
        onOrderEvent: () => undefined,
        onSessionEnded: () => reportFailure({ code: 'SESSION_EXPIRED', message: '' }),
      }),
    [feature, reportFailure],
  );

  return (
    <>
      <h2>{t('console.shell.pages.test')}</h2>
      <Checks>
        <dt>{t('console.test.walletApi')}</dt>
        <dd>{config.api.walletBaseUrl}</dd>
        <dt>{t('console.test.merchantApi')}</dt>
        <dd>{config.api.merchantBaseUrl}</dd>
        <dt>{t('console.test.version')}</dt>
        <dd>
          {version === undefined
            ? t('console.test.checking')
            : version === null
              ? t('console.test.versionUnknown')
              : version}
        </dd>
        <dt>{t('console.test.stream')}</dt>
        <dd>
          {/* The live region inside the <dd>: a list's <dd> may carry no role of its own (axe's definition-list). */}
          <span role="status">{t(streamKeys[stream])}</span>
        </dd>
      </Checks>
    </>
  );
}
