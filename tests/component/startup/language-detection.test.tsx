import { createI18n, languageStorageKey } from '@/presentation/i18n/i18n';

/**
 * The browser's choice of language, in the order the detector reads them: the address's ?lng=, the choice kept in
 * local storage, then the language cookie (which the server also sets from a page's ?lng=, so a link followed
 * before the app came alive keeps the choice), and Finnish when none says.
 */
function clearCookie(): void {
  document.cookie = `${languageStorageKey}=; path=/; max-age=0`;
}

async function detected(): Promise<string> {
  return (await createI18n()).language;
}

describe('the language the storefront starts in', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
    window.history.replaceState(null, '', '/');
  });

  afterAll(() => {
    window.localStorage.clear();
    clearCookie();
  });

  it('is Finnish when nothing chooses one', async () => {
    expect(await detected()).toBe('fi');
  });

  it("is the cookie's when neither the address nor local storage chooses one", async () => {
    document.cookie = `${languageStorageKey}=en; path=/`;
    expect(await detected()).toBe('en');
  });

  it('is local storage\u2019s before the cookie\u2019s', async () => {
    window.localStorage.setItem(languageStorageKey, 'fi');
    document.cookie = `${languageStorageKey}=en; path=/`;
    expect(await detected()).toBe('fi');
  });

  it("is the address's ?lng= before local storage's and the cookie's, and is then kept in both", async () => {
    window.localStorage.setItem(languageStorageKey, 'fi');
    document.cookie = `${languageStorageKey}=fi; path=/`;
    window.history.replaceState(null, '', '/?lng=en');
    expect(await detected()).toBe('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.cookie).toContain(`${languageStorageKey}=en`);
  });

  it('passes over a cookie naming a language the storefront does not have', async () => {
    document.cookie = `${languageStorageKey}=sv; path=/`;
    expect(await detected()).toBe('fi');
  });
});
