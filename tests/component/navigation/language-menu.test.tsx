import { screen, within } from '@testing-library/react';
import { LanguageMenu } from '@/presentation/components/language-menu';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

const optionsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('The language menu', () => {
  it('offers Finnish and English by default', async () => {
    await renderWithProviders(<LanguageMenu />, { resolver: fakeResolver([]), language: 'fi' });
    expect(optionsOf(screen.getByRole('combobox', { name: 'Kieli' }))).toEqual(['Suomi', 'English']);
  });

  it('offers only the languages the host offers: Finnish alone at the arena', async () => {
    await renderWithProviders(<LanguageMenu />, {
      resolver: fakeResolver([]),
      language: 'fi',
      config: testConfig({ languages: ['fi'] }),
    });
    expect(optionsOf(screen.getByRole('combobox', { name: 'Kieli' }))).toEqual(['Suomi']);
  });
});
