import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPrototypePage } from '@/presentation/pages/prototypes/checkout/checkout-prototype-page';
import { ReviewOrderPage } from '@/presentation/pages/prototypes/checkout/review-order-page';
import { renderPrototype } from './prototypes-kit';

function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/checkout" element={<CheckoutPrototypePage />} />
      <Route path="/review-order" element={<ReviewOrderPage />} />
    </Routes>
  );
}

describe('The static checkout form', () => {
  it('has every field of the spec, marks the required ones for assistive technology and offers the choices', async () => {
    await renderPrototype(<CheckoutPrototypePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const required = ['First Name', 'Last Name', 'Address Line 1', 'State', 'Mobile'];
    const optional = ['Company (optional)', 'Address Line 2', 'State/Province', 'Phone (optional)'];
    for (const name of required) expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    for (const name of optional)
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'false');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: 'Save this information for next time' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ship to a different address' })).not.toBeChecked();
    const shipping = screen.getByRole('group', { name: 'Shipping' });
    expect(within(shipping).getByRole('radio', { name: 'Free Delivery' })).toBeChecked();
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['CASH', 'CARD']);
    expect(within(payment).getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('enforces no rule: Continue with empty fields leads to the order review', async () => {
    const user = userEvent.setup();
    await renderPrototype(<CheckoutRoutes />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your order' })).toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderPrototype(<CheckoutPrototypePage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kassa' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Etunimi' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeInTheDocument();
  });
});

describe('The static order review', () => {
  it('shows the sample email, ship-to, method and payment, the billing choice, and places no order', async () => {
    const user = userEvent.setup();
    await renderPrototype(<ReviewOrderPage />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Email',
      'Ship to',
      'Method',
      'Payment',
    ]);
    expect(screen.getByText('Mannerheimintie 1, 00100 Helsinki, Finland')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Ship to' })).toHaveAttribute('href', '/checkout');
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: 'Same as shipping address' })).toBeChecked();
    await user.click(within(billing).getByRole('radio', { name: 'Use a different billing address' }));
    expect(within(billing).getByRole('radio', { name: 'Use a different billing address' })).toBeChecked();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Place Your Order' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is a prototype: no order was placed.');
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderPrototype(<ReviewOrderPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tarkista tilauksesi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tee tilaus' })).toBeInTheDocument();
  });
});
