import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCart } from '@/domain/cart/cart';
import { aProduct } from '../../support/cart-fixtures';
import { bun, cartOfProducts, latte, renderCheckout } from './checkout-test-kit';

function lineOf(name: string): HTMLElement {
  return within(screen.getByRole('region', { name: 'Items in your cart' })).getByRole('listitem', { name });
}

describe('Cart summary: the lines', () => {
  it('is titled "Payment Method" and lists each line with its old and new price and the server line total', async () => {
    await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Order Details' });
    const latteLine = lineOf('Latte');
    expect(within(latteLine).getByRole('heading', { name: 'Latte' })).toBeInTheDocument();
    expect(latteLine).toHaveTextContent('Espresso and steamed milk');
    expect(latteLine).toHaveTextContent('€ 4,00');
    expect(within(latteLine).getByLabelText('Original price € 5,00')).toHaveTextContent('€ 5,00');
    // The fake server prices each unit at 10,00: the line total is the server's, not the cart's 8,00.
    expect(latteLine).toHaveTextContent('Line total € 20,00');
    expect(within(latteLine).getByRole('group', { name: 'Quantity of Latte' })).toHaveTextContent('2');
    expect(lineOf('Cinnamon bun')).toHaveTextContent('Line total € 10,00');
  });

  it('shows the empty cart with a way back to the stores, and asks the server nothing', async () => {
    const { invoices } = await renderCheckout({ cart: emptyCart });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse stores' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
    expect(invoices.quotes).toHaveLength(0);
    expect(invoices.drafts).toHaveLength(0);
  });

  it('sends the server the products and quantities only, and prices again when a quantity changes', async () => {
    const user = userEvent.setup();
    const { invoices, cart } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(invoices.quotes[0]).toEqual({
      storeQueryId: 'store-aalto',
      merchantAddressId: 'address-aalto',
      lines: [
        { productQueryId: 'latte', quantity: 2, selection: { sizeId: null, colorId: null, variantOptionIds: [] } },
        { productQueryId: 'bun', quantity: 1, selection: { sizeId: null, colorId: null, variantOptionIds: [] } },
      ],
      tip: 0,
      voucherCode: null,
    });
    await user.click(within(lineOf('Latte')).getByRole('button', { name: 'Increase quantity of Latte' }));
    await waitFor(() => expect(lineOf('Latte')).toHaveTextContent('Line total € 30,00'));
    expect(cart.cart.lines.map((line) => line.quantity)).toEqual([3, 1]);
    expect(invoices.quotes.at(-1)?.lines.map((line) => line.quantity)).toEqual([3, 1]);
    // Pricing the summary makes no invoice: the order's one is made when the customer pays.
    expect(invoices.drafts).toEqual([]);
  });

  it('says so when the quantity would exceed the units left', async () => {
    const user = userEvent.setup();
    const scarce = aProduct({ queryId: 'scarce', name: 'Scarce', unlimited: false, availableQuantity: 1 });
    await renderCheckout({ cart: cartOfProducts([scarce, 1]) });
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(within(lineOf('Scarce')).getByRole('button', { name: 'Increase quantity of Scarce' }));
    expect(await screen.findByText('Selected Product exceeds the total remaining units')).toBeInTheDocument();
  });

  it('asks before deleting a line, and deletes it only on confirmation', async () => {
    const user = userEvent.setup();
    const { cart } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(within(lineOf('Cinnamon bun')).getByRole('button', { name: 'Delete Cinnamon bun' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('Remove this item from your cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.cart.lines).toHaveLength(2);

    await user.click(within(lineOf('Cinnamon bun')).getByRole('button', { name: 'Delete Cinnamon bun' }));
    dialog = screen.getByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cart.cart.lines.map((line) => line.productQueryId)).toEqual(['latte']));
    expect(screen.queryByRole('listitem', { name: 'Cinnamon bun' })).not.toBeInTheDocument();
  });

  it('asks before the minus button takes a line from 1 to 0; Escape keeps the line', async () => {
    const user = userEvent.setup();
    const { cart } = await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(within(lineOf('Cinnamon bun')).getByRole('button', { name: 'Decrease quantity of Cinnamon bun' }));
    expect(await screen.findByRole('dialog', { name: 'Delete item' })).toHaveTextContent('Cinnamon bun');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.cart.lines).toHaveLength(2);
  });

  it('zooms a line picture in a dialog that closes on Escape', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(
      within(lineOf('Cinnamon bun')).getByRole('button', { name: 'Enlarge the picture of Cinnamon bun' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cinnamon bun' });
    expect(within(dialog).getByRole('img', { name: 'Cinnamon bun' })).toHaveAttribute('src', '/media/bun-thumb.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the lines read-only in the confirmation variant', async () => {
    await renderCheckout({ route: '/checkout/cart-summary-confirmation?trade_type_id=1' });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(lineOf('Latte')).toHaveTextContent('2 × € 4,00');
    expect(screen.queryByRole('group', { name: 'Quantity of Latte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Latte' })).not.toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    await renderCheckout({ language: 'fi', cart: cartOfProducts([bun, 1]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Maksutapa' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tilauksen tiedot' })).toBeInTheDocument();
    expect(latte.name).toBe('Latte');
  });
});
