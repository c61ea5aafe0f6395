import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What axe-core reports of one rule that failed. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>;
}

let axeSourceText: string | null = null;
const axeSource = () => (axeSourceText ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core (its own build, evaluated in the page) over the page as it is now and answers the serious and
 * critical violations, each as "rule: help (elements)" so a failure says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the server's Content-Security-Policy (rightly) refuses inline scripts.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // Only the violations are gathered with their elements: the passes' were work thrown away.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations as AxeViolation[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
