import type { Page } from 'playwright-core';

/** Layout checks of a rendered page for the 375 px journeys: each answers what is wrong, empty if nothing. */

/**
 * Elements that stick out past the right edge of the screen, other than inside a box that scrolls
 * sideways on purpose (tables): a page may not scroll and still cut its cards off (issue 15 #2).
 */
export function widerThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 1 || scrollsSideways(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> "${text}" ends at ${Math.round(box.right)} px`,
      );
      if (found.length === 3) break;
    }
    return found;
  });
}

/**
 * Issue 15 #2: a table cut off by the phone says that it scrolls (a shade and a note, since a phone
 * shows no scroll bar), and the buttons of its actions column are on screen and take a tap without
 * scrolling sideways first.
 */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const limit = document.documentElement.clientWidth;
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement!;
      const cutOff = box.scrollWidth > box.clientWidth + 1;
      const hint = box.parentElement?.querySelector('[data-testid="table-scroll-hint"]');
      // On a phone every row is a card (issue 39): a column out of sight there is a column lost.
      if (cutOff && limit < 640) {
        found.push(`a table is ${box.scrollWidth - box.clientWidth} px wider than its box on a phone`);
      } else if (cutOff && (!hint || hint.getBoundingClientRect().width === 0)) {
        found.push(`a table ${box.scrollWidth - box.clientWidth} px wider than its box shows no scroll hint`);
      }
      const row = table.querySelector('tbody tr');
      const actions = row?.lastElementChild?.querySelectorAll('button, a') ?? [];
      for (const action of actions) {
        // Instant: the page scrolls smoothly, which would leave the button where it was for this read.
        window.scrollTo({ top: action.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
        const place = action.getBoundingClientRect();
        const hit = document.elementFromPoint(place.left + place.width / 2, place.top + place.height / 2);
        const name = action.getAttribute('aria-label') ?? action.textContent?.trim();
        if (place.left < 0 || place.right > limit + 1 || !hit || !action.contains(hit)) {
          found.push(
            `row action "${name}" is off screen or covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}"> (${Math.round(place.left)}-${Math.round(place.right)} px)`,
          );
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
}

/** Issue 15 #1: words that wrap mid-word or stick out of their box (e-mail, badges, button labels). */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = (element.textContent ?? '').trim();
      const overflows = element.scrollWidth > element.clientWidth + 1;
      // Each line of text gives one rectangle: more rectangles than words means a word was split.
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const words = text.split(/\s+/).length;
      return overflows || lines > words ? [`"${text}" (${lines} lines, overflows: ${overflows})`] : [];
    }),
  );
}
