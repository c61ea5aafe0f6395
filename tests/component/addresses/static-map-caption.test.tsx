import { screen } from '@testing-library/react';
import { StaticPlaceMap } from '@/presentation/components/map/static-place-map';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

describe('The fallback map: its caption', () => {
  it('writes the coordinates as the language writes numbers, to six decimals', async () => {
    const centre = { lat: 60.1699123456, long: 24.9384 };
    await renderWithProviders(<StaticPlaceMap centre={centre} label="Kartta" />, {
      resolver: fakeResolver([]),
      language: 'fi',
    });
    expect(screen.getByRole('img', { name: 'Kartta' })).toHaveTextContent('Leveysaste 60,169912, pituusaste 24,9384');
  });

  it('keeps the decimal point in English', async () => {
    await renderWithProviders(<StaticPlaceMap centre={{ lat: -33.8688, long: 151.2093 }} label="Map" />, {
      resolver: fakeResolver([]),
    });
    expect(screen.getByRole('img', { name: 'Map' })).toHaveTextContent('Latitude -33.8688, longitude 151.2093');
  });
});
