import type { CDPSession, Page } from 'playwright';
import { expect, test } from './support/journey';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// What a screen reader meets is the browser's accessibility tree, so it is read here from Chromium itself: the page
// behind a dialog leaves it once the dialog is on screen (src/presentation/components/dialog/page-behind.ts), and the
// keyboard stays in the dialog.

/** The page's button of that name in Chromium's accessibility tree: its DOM node, found while it is in the tree. */
async function pageButton(devTools: CDPSession, name: string): Promise<number> {
  const { root } = await devTools.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await devTools.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    accessibleName: name,
    role: 'button',
  });
  const backendNodeId = nodes[0]?.backendDOMNodeId;
  if (backendNodeId === undefined) throw new Error(`No button named ${name} in the page`);
  return backendNodeId;
}

/** Whether Chromium's accessibility tree leaves that node out, and why. */
async function leftOut(devTools: CDPSession, backendNodeId: number): Promise<{ ignored: boolean; reasons: string[] }> {
  const { nodes } = await devTools.send('Accessibility.getPartialAXTree', { backendNodeId, fetchRelatives: false });
  const node = nodes.find((candidate) => candidate.backendDOMNodeId === backendNodeId);
  return { ignored: node?.ignored ?? true, reasons: (node?.ignoredReasons ?? []).map((reason) => reason.name) };
}

const focusIsInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);

  test(`[${language}] a dialog hides the page behind it from a screen reader and keeps the keyboard`, async ({
    page,
    context,
  }) => {
    const devTools = await context.newCDPSession(page);
    await page.goto(`/?lng=${language}`);
    const logIn = t('accountMenu.logIn');
    const button = await pageButton(devTools, logIn);
    expect(await leftOut(devTools, button)).toEqual({ ignored: false, reasons: [] });

    await page.getByRole('button', { name: logIn }).click();
    const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
    await expect(dialog).toBeVisible();
    await expect.poll(() => leftOut(devTools, button)).toMatchObject({ ignored: true });
    // Forward and back, past both ends of the dialog's controls.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect([key, await focusIsInDialog(page)]).toEqual([key, true]);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: logIn })).toBeFocused();
    expect(await leftOut(devTools, button)).toEqual({ ignored: false, reasons: [] });
  });
}
