import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSettings } from '@/application/ports/store-settings-gateway.port';
import { featureTokens } from '@/application/tokens';
import { useFeature } from '../../../di/dependency-context';
import { useConsoleSession } from '../console-session';
import { ConsoleButton, ConsoleField } from '../console-styles';
import { Notice, OfficeForm, OfficePanel, Problem } from '../office/office-styles';
import { useOfficeFailure } from '../office/use-office-failure';
import { useOfficeRead } from '../office/use-office-read';
import { timeZoneNames } from './time-zone-names';

/**
 * /store-settings (owners): the store's time zone, which its days, "today", ranges and reports follow, and whether
 * customers see a preparation countdown. A saved zone moves the console's dates at once; a refusal shows the
 * server's words.
 */
export default function StoreSettingsPage() {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const { replaceSession } = useConsoleSession();
  const failureText = useOfficeFailure();
  const id = useId();
  const read = useOfficeRead(useCallback(() => feature.showStoreSettings(), [feature]));
  const [draft, setDraft] = useState<StoreSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly saved: boolean; readonly text: string } | null>(null);
  const shown = draft ?? read.value;
  const zones = useMemo(() => (shown === null ? [] : timeZoneNames(shown.timeZone)), [shown]);

  const change = (next: Partial<StoreSettings>) => {
    if (shown === null) return;
    setDraft({ ...shown, ...next });
    setOutcome(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (shown === null || saving) return;
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await feature.saveStoreSettings(shown);
      setDraft(saved.settings);
      read.setValue(saved.settings);
      if (saved.session !== null) replaceSession?.(saved.session);
      setOutcome({ saved: true, text: t('storeSettings.saved') });
    } catch (error) {
      const text = failureText(error);
      setOutcome(text === null ? null : { saved: false, text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <h2>{t('console.shell.pages.settings')}</h2>
      {read.failure !== null ? <Problem role="alert">{read.failure}</Problem> : null}
      {shown === null ? (
        read.failure === null ? (
          <p role="status">{t('storeSettings.loading')}</p>
        ) : null
      ) : (
        <OfficePanel>
          <p>{t('storeSettings.intro')}</p>
          <OfficeForm noValidate onSubmit={(event) => void save(event)}>
            <ConsoleField>
              <label htmlFor={`${id}-zone`}>{t('storeSettings.timeZone')}</label>
              <select
                id={`${id}-zone`}
                aria-describedby={`${id}-zone-hint`}
                value={shown.timeZone}
                onChange={(event) => change({ timeZone: event.target.value })}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
              <span id={`${id}-zone-hint`}>{t('storeSettings.timeZoneHint')}</span>
            </ConsoleField>
            <ConsoleField>
              <label>
                <input
                  type="checkbox"
                  aria-describedby={`${id}-countdown-hint`}
                  checked={shown.preparationCountdown}
                  onChange={(event) => change({ preparationCountdown: event.target.checked })}
                />{' '}
                {t('storeSettings.countdown')}
              </label>
              <span id={`${id}-countdown-hint`}>{t('storeSettings.countdownHint')}</span>
            </ConsoleField>
            <ConsoleButton type="submit" disabled={saving}>
              {saving ? t('storeSettings.saving') : t('storeSettings.save')}
            </ConsoleButton>
          </OfficeForm>
          {outcome === null ? null : outcome.saved ? (
            <Notice role="status">{outcome.text}</Notice>
          ) : (
            <Problem role="alert">{outcome.text}</Problem>
          )}
        </OfficePanel>
      )}
    </>
  );
}
