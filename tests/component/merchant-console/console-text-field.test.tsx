import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConsoleTextField } from '@/presentation/pages/merchant-console/console-text-field';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

function Field(props: { readonly problem?: string | null; readonly problemShownAt?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ConsoleTextField
        id="amount"
        label="Amount"
        problem={props.problem}
        problemShownAt={props.problemShownAt}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id="form-problem">Shown by the form</p>
    </>
  );
}

describe('ConsoleTextField', () => {
  it('is labelled, keeps what is typed, and is neither invalid nor described without a problem', async () => {
    await renderWithProviders(<Field />, { resolver: fakeResolver([]) });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.setup({ delay: null }).type(input, '12,50');
    expect(input).toHaveValue('12,50');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows its problem below the input and reads it with the input', async () => {
    await renderWithProviders(<Field problem="Give a sum" />, { resolver: fakeResolver([]) });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Give a sum');
  });

  it('points at a problem the form shows elsewhere without drawing another', async () => {
    await renderWithProviders(<Field problem="Not drawn" problemShownAt="form-problem" />, {
      resolver: fakeResolver([]),
    });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown by the form');
    expect(screen.queryByText('Not drawn')).not.toBeInTheDocument();
  });
});
