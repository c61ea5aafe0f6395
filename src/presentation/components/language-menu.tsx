import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStorefrontConfig } from '../config/config-context';
import { useTypedBeforeStart } from './fields/use-typed-before-start';

const Select = styled.select`
  padding: 4px 8px;
  border-radius: 8px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  background: white;
`;

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  // The host's languages only (the arena offers Finnish alone).
  const { languages } = useStorefrontConfig();
  const current = i18n.resolvedLanguage ?? 'fi';
  const field = useRef<HTMLSelectElement>(null);
  const choose = (language: string) => void i18n.changeLanguage(language);
  useTypedBeforeStart(field, current, choose);
  return (
    <Select
      ref={field}
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => choose(event.target.value)}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </Select>
  );
}
