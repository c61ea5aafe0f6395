import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignsCategoryPage } from '@/presentation/pages/prototypes/designs/designs-category-page';
import { DesignsPage } from '@/presentation/pages/prototypes/designs/designs-page';
import { renderPrototype, resizeWindowTo } from './prototypes-kit';

const shownSlides = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group')
    .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);

afterEach(() => resizeWindowTo(1024));

describe('The test designs page', () => {
  it.each([
    [1280, 4],
    [1024, 4],
    [1023, 3],
    [600, 3],
    [599, 2],
    [480, 2],
    [479, 1],
    [360, 1],
  ])('at %i px wide shows %i slides per view', async (width, perView) => {
    resizeWindowTo(width);
    await renderPrototype(<DesignsPage />);
    const carousel = await screen.findByRole('region', { name: 'New arrivals' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(perView);
    expect(within(carousel).getByText(`Showing 1–${perView} of 12`)).toBeInTheDocument();
  });

  it('scrolls by a whole view with the next and previous buttons, which stop at the ends', async () => {
    resizeWindowTo(1280);
    const user = userEvent.setup();
    await renderPrototype(<DesignsPage />);
    const carousel = await screen.findByRole('region', { name: 'New arrivals' });
    const previous = within(carousel).getByRole('button', { name: 'Previous slides' });
    const next = within(carousel).getByRole('button', { name: 'Next slides' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(shownSlides(carousel)).toEqual([
      'Roasted coffee beans',
      'Sourdough loaf',
      'Aged cheese',
      'Fresh blueberries',
    ]);

    await user.click(next);
    expect(shownSlides(carousel)).toEqual(['Smoked salmon', 'Apple juice', 'Dark chocolate', 'Fresh pasta']);
    await user.click(next);
    expect(shownSlides(carousel)).toEqual(['Green tea', 'Forest honey', 'Greek yoghurt', 'Oat granola']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(shownSlides(carousel)).toEqual(['Green tea', 'Forest honey', 'Greek yoghurt', 'Oat granola']);

    await user.click(previous);
    expect(shownSlides(carousel)).toEqual(['Smoked salmon', 'Apple juice', 'Dark chocolate', 'Fresh pasta']);
  });

  it('scrolls with the arrow keys from its controls, and keeps a full view when the window widens', async () => {
    resizeWindowTo(500);
    const user = userEvent.setup();
    await renderPrototype(<DesignsPage />);
    const carousel = await screen.findByRole('region', { name: 'New arrivals' });
    within(carousel).getByRole('button', { name: 'Next slides' }).focus();
    for (let press = 0; press < 5; press += 1) await user.keyboard('{ArrowRight}');
    expect(shownSlides(carousel)).toEqual(['Greek yoghurt', 'Oat granola']);
    await user.keyboard('{ArrowLeft}');
    expect(shownSlides(carousel)).toEqual(['Green tea', 'Forest honey']);

    resizeWindowTo(1280);
    expect(shownSlides(carousel)).toEqual(['Green tea', 'Forest honey', 'Greek yoghurt', 'Oat granola']);
  });

  it('shows best deals with their discount tag, prices and a countdown that ticks every second', async () => {
    resizeWindowTo(1280);
    const { ticker } = await renderPrototype(<DesignsPage />);
    const deals = await screen.findByRole('region', { name: 'Best deals' });
    const cards = within(deals).getAllByRole('article');
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('25 percent off')).toBeInTheDocument();
    expect(within(first).getByText('Was € 12,90')).toBeInTheDocument();
    expect(within(first).getByText('Now € 9,68')).toBeInTheDocument();
    expect(within(first).getByRole('timer')).toHaveTextContent('Ends in 2 days 5 h 0 min 0 s');

    act(() => ticker.pass(1000));
    expect(within(first).getByRole('timer')).toHaveTextContent('Ends in 2 days 4 h 59 min 59 s');
    const salmon = cards[2] as HTMLElement;
    expect(within(salmon).getByRole('timer')).toHaveTextContent('Ends in 44 min 59 s');

    act(() => ticker.pass(45 * 60 * 1000));
    expect(within(salmon).getByText('Deal ended')).toBeInTheDocument();
  });

  it('shows the sample banners, sale boxes, brand logos, perks and store-app links', async () => {
    await renderPrototype(<DesignsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test designs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Use code FREE15FIRST' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'On sale' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Brands' })).getAllByRole('img')).toHaveLength(6);
    expect(screen.getByText('Free returns within 9 days')).toBeInTheDocument();
    const app = screen.getByRole('region', { name: 'Get the app' });
    expect(within(app).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    expect(within(app).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('follows a switch of language, loading the texts of the other language', async () => {
    const { i18n } = await renderPrototype(<DesignsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Test designs' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('fi');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Testiasettelut' })).toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderPrototype(<DesignsPage />, { language: 'fi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Testiasettelut' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Uutuudet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Seuraavat kohteet' }).length).toBeGreaterThan(0);
  });
});

describe('The test designs category page', () => {
  it('shows the category carousel, best deals and the footer', async () => {
    resizeWindowTo(1280);
    await renderPrototype(<DesignsCategoryPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test designs: category' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'In this category' });
    expect(shownSlides(categories)).toEqual(['Bakery', 'Dairy', 'Drinks', 'Fruit and berries']);
    expect(screen.getByRole('region', { name: 'Best deals' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeInTheDocument();
  });
});
