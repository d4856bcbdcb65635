import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: a serious or critical WCAG 2.1 A/AA violation fails the
 * test, naming the rule, its help text and the elements (issue 18).
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself, without the extra blank page the default opens to
  // gather results (our pages have no frames).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
