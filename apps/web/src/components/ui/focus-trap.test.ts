import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTabInside } from './focus-trap';

function modal(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<button id="first">First</button><input id="middle" /><button disabled>Off</button><a id="last" href="/x">Last</a>';
  document.body.append(container);
  // happy-dom lays nothing out, so every element counts as visible.
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    element.getClientRects = () => [{}] as unknown as DOMRectList;
  }
  return container;
}

const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: vi.fn() });

describe('keeping Tab inside a dialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('Tab on the last control wraps to the first', () => {
    const container = modal();
    container.querySelector<HTMLElement>('#last')!.focus();
    const event = tab();
    keepTabInside(event, container);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('first');
  });

  it('Shift+Tab on the first control wraps to the last, skipping disabled ones', () => {
    const container = modal();
    container.querySelector<HTMLElement>('#first')!.focus();
    keepTabInside(tab(true), container);
    expect(document.activeElement?.id).toBe('last');
  });

  it('Tab in the middle is left to the browser', () => {
    const container = modal();
    container.querySelector<HTMLElement>('#middle')!.focus();
    const event = tab();
    keepTabInside(event, container);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('middle');
  });

  it('other keys are ignored', () => {
    const container = modal();
    container.querySelector<HTMLElement>('#last')!.focus();
    const event = { key: 'Enter', shiftKey: false, preventDefault: vi.fn() };
    keepTabInside(event, container);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
