import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Dialog } from '@/presentation/components/dialog/dialog';
import { themeFromConfig } from '@/presentation/theme/theme';
import { testConfig } from '../support/render-with-providers';

function Harness(props: { closeLabel?: string; withButtons?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={themeFromConfig(testConfig())}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Details"
          onClose={() => setOpen(false)}
          {...(props.closeLabel ? { closeLabel: props.closeLabel } : {})}
        >
          <p>Body text</p>
          {props.withButtons ? <a href="#x">Link inside</a> : null}
        </Dialog>
      ) : null}
    </ThemeProvider>
  );
}

/** A dialog that opens a second one over itself, as the address dialogs do. */
function NestedHarness() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <ThemeProvider theme={themeFromConfig(testConfig())}>
      <p>Page behind</p>
      {outer ? (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
        </Dialog>
      ) : null}
      {inner ? (
        <Dialog title="Inner" onClose={() => setInner(false)}>
          <p>Inner text</p>
        </Dialog>
      ) : null}
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title, focuses its first control and hands focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Close" withButtons />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Link inside' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('hides the page behind it from assistive technology once it is on screen, and shows it again on closing', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness closeLabel="Close" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(container).toHaveAttribute('inert'));
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(opener).toHaveFocus();
  });

  it('leaves alone what was inert before it opened', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness closeLabel="Close" />);
    const elsewhere = document.createElement('div');
    elsewhere.setAttribute('inert', '');
    document.body.append(elsewhere);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(container).toHaveAttribute('inert'));
    expect(elsewhere).not.toHaveAttribute('aria-hidden');
    await user.keyboard('{Escape}');
    expect(elsewhere).toHaveAttribute('inert');
    elsewhere.remove();
  });

  it('brings focus that lands behind it back inside, and hands it back to the opener on closing', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Close" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    // A screen reader or the page's own code moving the focus behind the dialog.
    act(() => opener.focus());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('keeps the focus in the topmost of two dialogs, and hands it to the one below when that closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<NestedHarness />);
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    const outerBackdrop = screen.getByRole('dialog', { name: 'Outer' }).parentElement;
    await user.click(openInner);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(inner).toHaveFocus();
    act(() => openInner.focus());
    expect(inner).toHaveFocus();
    await waitFor(() => expect(outerBackdrop).toHaveAttribute('inert'));
    expect(container).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(openInner).toHaveFocus();
    expect(outerBackdrop).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
  });

  it('closes on Escape even when the focus has dropped to the page, and only the topmost of two', async () => {
    const user = userEvent.setup();
    render(<NestedHarness />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Page behind')).toBeInTheDocument();
  });

  it('focuses itself when it holds nothing to focus, and keeps Tab there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Body text'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (backdrop) await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
