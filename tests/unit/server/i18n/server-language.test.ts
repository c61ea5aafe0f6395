import { catalogueLanguage, languageOfHeader, requestLanguage } from '@/server/i18n/server-language';

describe('languageOfHeader', () => {
  it.each([
    ['fi', 'fi'],
    ['fi-FI,fi;q=0.9,en;q=0.8', 'fi'],
    ['en', 'en'],
    ['en-GB,fi;q=0.5', 'en'],
    ['sv-FI,fi;q=0.8,en;q=0.9', 'en'],
    ['de;q=1,fi;q=0.4', 'fi'],
    ['FI', 'fi'],
    ['en;q=0,fi;q=0.1', 'fi'],
  ])('reads %j as %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });

  it.each([[undefined], [''], ['de-DE,sv;q=0.5'], ['en;q=0']])(
    'answers English, the API\u2019s documented words, for %j',
    (header) => {
      expect(languageOfHeader(header)).toBe('en');
    },
  );
});

describe('requestLanguage', () => {
  it('reads the request\u2019s Accept-Language header', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'fi' } })).toBe('fi');
    expect(requestLanguage({ headers: {} })).toBe('en');
  });
});

describe('catalogueLanguage', () => {
  it('names the language asked for, and none when the request names neither of ours', () => {
    expect(catalogueLanguage({ headers: { 'accept-language': 'fi-FI,en;q=0.5' } })).toBe('fi');
    expect(catalogueLanguage({ headers: { 'accept-language': 'de' } })).toBeNull();
    expect(catalogueLanguage({ headers: {} })).toBeNull();
  });
});
