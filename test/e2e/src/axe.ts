import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** axe-core's serious and critical violations on the page as it stands, one line each. */
export async function audit(page: Page, where: string): Promise<string[]> {
  // Next.js streams a dynamic page's metadata after its body: just after a client-side navigation
  // the page may have no <title> yet. Give it a moment; a title that never comes is still reported.
  await page
    .waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: Violation[] };
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${violation.help} — ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .join(' | '),
    );
}
