import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqsPage } from '@/presentation/pages/info-pages/faqs-page';
import { renderInfoPage } from './info-page-kit';

const questions = [
  'How do I place an order?',
  'Do I need an account?',
  'Why does a store say "Not in your delivery area"?',
  'Can I cancel my order?',
  'How can I pay?',
  'How do I use a voucher?',
  'How do I follow my order?',
  'How do I get a receipt?',
  'How long does a refund take?',
  'Can I order alcohol?',
];

describe('FAQ page', () => {
  it('lists every question collapsed, each a button in a heading', async () => {
    await renderInfoPage(<FaqsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(screen.getByText('Answers to the questions customers ask us most.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(questions);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(questions.map(() => 'false'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(questions);
    expect(screen.queryByText(/^No. Orders are charged when placed/)).not.toBeVisible();
  });

  it('opens and closes an answer from the keyboard', async () => {
    const user = userEvent.setup();
    await renderInfoPage(<FaqsPage />);
    const cancel = screen.getByRole('button', { name: 'Can I cancel my order?' });
    const answer = screen.getByText(
      'No. Orders are charged when placed and cannot be cancelled afterwards. If something is wrong with your order, contact customer service.',
    );
    expect(answer).not.toBeVisible();

    cancel.focus();
    await user.keyboard('{Enter}');
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: 'Can I cancel my order?' })).toContainElement(answer);
    expect(cancel).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'Can I cancel my order?' }).id);

    await user.keyboard(' ');
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('moves between questions with Tab, leaving the others as they were', async () => {
    const user = userEvent.setup();
    await renderInfoPage(<FaqsPage />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'How do I place an order?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    const account = screen.getByRole('button', { name: 'Do I need an account?' });
    expect(account).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How do I place an order?' })).toHaveAttribute('aria-expanded', 'true');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^No. You can order as a guest./)).toBeVisible();
  });

  it('opens by pointer as well', async () => {
    const user = userEvent.setup();
    await renderInfoPage(<FaqsPage />);
    await user.click(screen.getByRole('button', { name: 'How long does a refund take?' }));
    expect(screen.getByText('Refunds usually take 1–3 weeks to arrive, depending on your bank.')).toBeVisible();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    const user = userEvent.setup();
    await renderInfoPage(<FaqsPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Usein kysytyt kysymykset' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voinko tilata alkoholia?' }));
    expect(
      screen.getByText(
        'Vain jos olet yli 18-vuotias. Varaudu näyttämään henkilöllisyystodistuksesi, kun vastaanotat tilauksen.',
      ),
    ).toBeVisible();
  });
});
