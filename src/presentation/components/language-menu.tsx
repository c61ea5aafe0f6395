import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { supportedLanguages } from '../i18n/i18n';

const Select = styled.select`
  padding: 4px 8px;
  border-radius: 8px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  background: white;
`;

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'fi';
  return (
    <Select
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {supportedLanguages.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </Select>
  );
}
