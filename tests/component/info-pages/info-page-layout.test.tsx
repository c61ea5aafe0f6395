import { screen } from '@testing-library/react';
import { InfoPageLayout } from '@/presentation/components/info-page/info-page-layout';
import { renderInfoPage } from './info-page-kit';

describe('Information page layout', () => {
  it('gives the page one level-1 heading, its content, the tab title and a link home', async () => {
    document.title = 'Helsinki Eats';
    const view = await renderInfoPage(
      <InfoPageLayout title="Riders">
        <p data-testid="content">form</p>
      </InfoPageLayout>,
    );
    const article = screen.getByRole('article', { name: 'Riders' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Riders']);
    expect(article).toContainElement(screen.getByTestId('content'));
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Riders | Helsinki Eats');

    view.unmount();
    expect(document.title).toBe('Helsinki Eats');
  });
});
