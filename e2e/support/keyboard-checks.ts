import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Keyboard and screen-reader checks of the accessibility walk (issue 9.1), beside axe. */

export function focusIsInside(page: Page, container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Tabs through the page; every element that takes focus must show an outline or a ring. */
export async function expectVisibleFocus(page: Page, where: string, stops = 25): Promise<void> {
  await page.locator('body').focus();
  const invisible: string[] = [];
  for (let index = 0; index < stops; index += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A stretched card link may draw its ring on the card around it.
      let visible = false;
      for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
        const style = getComputedStyle(node);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        if (outlined || style.boxShadow !== 'none') visible = true;
      }
      return {
        visible,
        name: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`,
      };
    });
    if (focus && !focus.visible) invisible.push(focus.name);
  }
  expect.soft(invisible, `tab stops without a visible focus on ${where}`).toEqual([]);
}

/** Fields marked invalid whose aria-describedby names no announced message with text. */
export function invalidFieldsWithoutAnnouncedMessage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-invalid="true"]')]
      .filter((field) => {
        const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return !ids.some((id) => {
          const message = document.getElementById(id);
          return message?.textContent?.trim() && message.closest('[role="alert"], [aria-live]');
        });
      })
      .map((field) => field.id || field.getAttribute('name') || field.tagName),
  );
}
