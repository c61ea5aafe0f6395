import { screen, within } from '@testing-library/react';
import { CareersPage } from '@/presentation/pages/info-pages/careers-page';
import { ContactPage } from '@/presentation/pages/info-pages/contact-page';
import { NewsPage } from '@/presentation/pages/info-pages/news-page';
import { renderInfoPage } from './info-page-kit';

describe('Careers page', () => {
  it('shows three staff testimonials with name and role, and how to apply', async () => {
    await renderInfoPage(<CareersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'From our team' });
    const cards = within(team).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.querySelector('figcaption')?.textContent)).toEqual([
      'AinoCustomer service lead',
      'BilalRider',
      'SofiaSoftware developer',
    ]);
    expect(
      within(cards[1] as HTMLElement).getByText(
        'I choose my own hours and the app shows me exactly where to go. It fits around my studies.',
      ),
    ).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'Join us' });
    expect(within(apply).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderInfoPage(<CareersPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ura' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tiimimme kertoo' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Ohjelmistokehittäjä')).toBeInTheDocument();
  });
});

describe('News page', () => {
  it('lists the news, newest first, each an article with its heading', async () => {
    await renderInfoPage(<NewsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Follow your order live',
      'Re-order in one tap',
      'Receipts by e-mail',
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Re-order in one tap' })).getByText(/^Liked it last time\?/),
    ).toBeInTheDocument();
  });
});

describe('Contact page', () => {
  it('offers the configured support phone and e-mail as links', async () => {
    await renderInfoPage(<ContactPage />, {
      config: { supportPhone: '+92 300 1234567', supportEmail: 'help@helsinki-eats.fi' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('Questions about an order? Our customer service is happy to help.')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone', 'E-mail']);
    expect(screen.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute('href', 'tel:+923001234567');
    expect(screen.getByRole('link', { name: 'help@helsinki-eats.fi' })).toHaveAttribute(
      'href',
      'mailto:help@helsinki-eats.fi',
    );
    expect(screen.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('shows the phone alone when no e-mail is configured', async () => {
    await renderInfoPage(<ContactPage />, { config: { supportPhone: '+358 9 123 456' } });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone']);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it("falls back to the company's phone, e-mail and address", async () => {
    await renderInfoPage(<ContactPage />, {
      config: {
        company: { name: 'Arena Foods Oy', phone: '+358 40 765 4321', email: 'info@arena.fi', address: 'Arena 1' },
      },
    });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone', 'E-mail', 'Address']);
    expect(screen.getByRole('link', { name: '+358 40 765 4321' })).toHaveAttribute('href', 'tel:+358407654321');
    expect(screen.getByText('Arena 1')).toBeInTheDocument();
  });

  it('points to the FAQ when no contact details are configured', async () => {
    await renderInfoPage(<ContactPage />);
    expect(
      screen.getByText('Our contact details are not available right now. Many questions are answered in our FAQs.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderInfoPage(<ContactPage />, { language: 'fi', config: { supportPhone: '+92 300 1234567' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Yhteystiedot' })).toBeInTheDocument();
    expect(screen.getByText('Puhelin')).toBeInTheDocument();
  });
});
