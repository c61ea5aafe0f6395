import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider } from '@/presentation/config/config-context';
import { createI18n } from '@/presentation/i18n/i18n';
import { LanguageMenu } from '@/presentation/components/language-menu';
import { StoreSearch } from '@/presentation/pages/store-listing/store-search';
import { themeFromConfig } from '@/presentation/theme/theme';
import { testConfig } from '../support/render-with-providers';

/**
 * The page as the server drew it: the same component's markup in a fresh container, then taken over (hydrated)
 * by React after the visitor has already used the field, as happens while the app's scripts are on their way.
 */
async function drawnThenTakenOver(ui: () => ReactElement, touchBeforeStart: (container: HTMLElement) => void) {
  const i18n = await createI18n({ language: 'en' });
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider config={testConfig()}>
        <ThemeProvider theme={themeFromConfig(testConfig())}>{ui()}</ThemeProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
  const drawn = render(tree());
  const markup = drawn.container.innerHTML;
  drawn.unmount();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = markup;
  touchBeforeStart(container);
  const recoverable: unknown[] = [];
  render(tree(), {
    container,
    hydrate: true,
    onRecoverableError: (error) => {
      recoverable.push(error);
    },
  });
  return { i18n, recoverable };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('keeps the letters typed into the drawn search field and searches for them once the page is alive', async () => {
  const searches: string[] = [];
  const { recoverable } = await drawnThenTakenOver(
    () => <StoreSearch value="" onSearch={(search) => searches.push(search)} />,
    (container) => {
      container.querySelector('input')!.value = 'pizza';
    },
  );
  expect(recoverable).toEqual([]);
  expect(screen.getByRole('searchbox')).toHaveValue('pizza');
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(searches).toEqual(['pizza']);
  // Still a field of the app's: later typing goes through its filter.
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pizza#' } });
  expect(screen.getByRole('searchbox')).toHaveValue('pizza');
});

it('keeps the language picked in the drawn menu once the page is alive', async () => {
  const { i18n } = await drawnThenTakenOver(
    () => <LanguageMenu />,
    (container) => {
      container.querySelector('select')!.value = 'fi';
    },
  );
  await act(async () => undefined);
  expect(i18n.resolvedLanguage).toBe('fi');
  expect(screen.getByRole('combobox')).toHaveValue('fi');
});

it('changes nothing when the visitor did not touch the field', async () => {
  const searches: string[] = [];
  await drawnThenTakenOver(
    () => <StoreSearch value="kahvi" onSearch={(search) => searches.push(search)} />,
    () => undefined,
  );
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.getByRole('searchbox')).toHaveValue('kahvi');
  expect(searches).toEqual([]);
});
