import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantWizardPage } from '@/presentation/pages/prototypes/merchant-wizard/merchant-wizard-page';
import { renderPrototype } from './prototypes-kit';

const jpeg = (name: string) =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])], name, {
    type: 'image/jpeg',
  });
const png = (name: string) =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])], name, {
    type: 'image/png',
  });
/** A GIF that claims in its name and type to be a JPEG: only its content gives it away. */
const disguisedGif = (name: string) =>
  new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00])], name, {
    type: 'image/jpeg',
  });

const currentStep = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('[aria-current="step"]');

async function toUploadStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /Sourdough loaf/ }));
  await user.click(screen.getByRole('checkbox', { name: /Forest honey/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('The merchant wizard', () => {
  it('goes through its four steps in order, and back', async () => {
    const user = userEvent.setup();
    await renderPrototype(<MerchantWizardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add products' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Steps' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Products', 'Upload Photos', 'Link Photos', 'Product Detail']);
    expect(currentStep()).toHaveTextContent('Products');

    await toUploadStep(user);
    expect(currentStep()).toHaveTextContent('Upload Photos');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 4: Upload Photos' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toHaveTextContent('Link Photos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toHaveTextContent('Product Detail');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('This is a prototype: nothing was saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toHaveTextContent('Link Photos');
  });

  it('asks for a product before it leaves the first step', async () => {
    const user = userEvent.setup();
    await renderPrototype(<MerchantWizardPage />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one product to continue.');
    expect(currentStep()).toHaveTextContent('Products');
    await user.click(screen.getByRole('checkbox', { name: /Aged cheese/ }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('accepts JPEG and PNG photos by their content and refuses anything else with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPrototype(<MerchantWizardPage />);
    await toUploadStep(user);
    const field = screen.getByLabelText('Photos (JPEG or PNG)');
    expect(field).toHaveAttribute('accept', 'image/jpeg,image/png');

    await user.upload(field, [jpeg('loaf.jpg'), disguisedGif('honey.jpg'), png('jar.png')]);
    const accepted = await screen.findByRole('list', { name: 'Added photos' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['loaf.jpg', 'jar.png']);
    const refusal = screen.getByText('honey.jpg is not a JPEG or PNG image and was not added.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveAccessibleDescription('honey.jpg is not a JPEG or PNG image and was not added.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove loaf.jpg' }));
    expect(within(accepted).getAllByRole('listitem')).toHaveLength(1);
  });

  it('links a category tile to a product by dragging it, or by keyboard, and shows it on the detail step', async () => {
    const user = userEvent.setup();
    await renderPrototype(<MerchantWizardPage />);
    await toUploadStep(user);
    await user.upload(screen.getByLabelText('Photos (JPEG or PNG)'), png('jar.png'));
    await screen.findByRole('list', { name: 'Added photos' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Dragging the Bakery tile onto the loaf's slot.
    const slot = screen.getByText('Sourdough loaf: no category').closest('li') as HTMLElement;
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(screen.getByRole('button', { name: 'Bakery' }), { dataTransfer });
    fireEvent.dragOver(slot, { dataTransfer });
    fireEvent(slot, Object.assign(createEvent.drop(slot), { dataTransfer }));
    expect(within(slot).getByText('Sourdough loaf: Bakery')).toBeInTheDocument();

    // The keyboard way: choose the Pantry tile, then the honey's slot.
    screen.getByRole('button', { name: 'Pantry' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pantry' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pantry chosen: now choose a product.')).toHaveAttribute('role', 'status');
    screen.getByRole('button', { name: 'Link Pantry to Forest honey' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Forest honey: Pantry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pantry' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('dl'));
    expect(
      cards.map((card) => [
        card.querySelector('h3')?.textContent,
        within(card).getAllByRole('definition')[0]?.textContent,
      ]),
    ).toEqual([
      ['Sourdough loaf', 'Bakery'],
      ['Forest honey', 'Pantry'],
    ]);
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderPrototype(<MerchantWizardPage />, { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lisää tuotteita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vaihe 1/4: Tuotteet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seuraava' })).toBeInTheDocument());
  });
});
