import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Issue 9: WCAG 2.1 A and AA; only serious and critical findings fail the walk. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

export type Theme = 'light' | 'dark';

export interface Finding {
  where: string;
  theme: Theme;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Applies a theme the way the theme store does (a class and color-scheme on <html>). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.style.colorScheme = value;
  }, theme);
}

/**
 * Runs axe on the page as it is now, in both themes, and returns the serious and critical findings.
 * Transitions are switched off first so colours are measured at rest, not halfway through a fade.
 */
export async function auditPage(page: Page, where: string): Promise<Finding[]> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: axePath });
    await page.addStyleTag({
      content: '*,*::before,*::after,::backdrop{transition:none!important;animation:none!important}',
    });
  }
  const initial = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const findings: Finding[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    const violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map(
          (node) => `${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        ),
      }));
    }, wcagTags);
    for (const violation of violations) {
      if (failingImpacts.has(violation.impact)) findings.push({ where, theme, ...violation });
    }
  }
  await applyTheme(page, initial ? 'dark' : 'light');
  return findings;
}

interface AxeResults {
  violations: { id: string; impact?: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.where} [${finding.theme}] ${finding.id} (${finding.impact}): ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}
