import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import earlyInputScript from '../../public/early-input.js?raw';
import themeInitScript from '../../public/theme-init.js?raw';
import { replayEarlyFields, replayEarlyTaps } from './early-input';

const html = document.documentElement;

function SearchField({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <input
      aria-label="Search"
      value={q}
      onChange={(event) => {
        setQ(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
}

describe('what a person does before the app takes the page over is not lost (issue 37)', () => {
  let root: Root | undefined;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // Once per file, as the page runs them once: each adds its listeners to the document.
    new Function(themeInitScript)();
    new Function(earlyInputScript)();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    delete html.dataset.appListening;
    delete html.dataset.appReady;
    document.body.innerHTML = '';
  });

  it("a tap on the theme toggle switches and saves the theme before the app listens, and is the app's after", () => {
    document.body.innerHTML = '<div id="root"><button type="button" data-theme-toggle>Theme</button></div>';
    const toggle = document.querySelector('button')!;
    expect(html.classList.contains('dark')).toBe(true);
    toggle.click();
    expect(html.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('basalt-theme')).toBe('light');
    html.dataset.appListening = 'true';
    toggle.click();
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('a tap on a button is kept until React listens, then handed to it once; a plain link is left to the browser', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button">Use This Automation</button><a href="/faq">FAQ</a><a href="/login?next=/x" data-app-action>View Details</a></div>';
    const [button, link, upgraded] = [
      document.querySelector('button')!,
      document.querySelector('a[href="/faq"]')!,
      document.querySelector('a[data-app-action]')!,
    ];
    let heardByApp = 0;
    button.addEventListener('click', () => html.dataset.appListening && heardByApp++);
    button.click();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    const waiting = new MouseEvent('click', { bubbles: true, cancelable: true });
    upgraded.dispatchEvent(waiting);
    expect(plain.defaultPrevented).toBe(false);
    expect(waiting.defaultPrevented).toBe(true);
    expect(heardByApp).toBe(0);

    replayEarlyTaps();
    expect(html.dataset.appListening).toBe('true');
    expect(heardByApp).toBe(1);
    button.click();
    expect(heardByApp).toBe(2);
  });

  it('text typed before hydration reaches the hydrated React field as one change', async () => {
    const searched: string[] = [];
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(<SearchField onSearch={(q) => searched.push(q)} />);
    document.body.append(container);
    const field = container.querySelector('input')!;
    field.value = 'invoice';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => {
      root = hydrateRoot(container, <SearchField onSearch={(q) => searched.push(q)} />);
    });
    replayEarlyTaps();
    // React keeps the typed text on screen but heard nothing of it.
    expect(field.value).toBe('invoice');
    expect(searched).toEqual([]);

    html.dataset.appReady = 'true';
    act(() => replayEarlyFields());
    expect(searched).toEqual(['invoice']);
    expect(field.value).toBe('invoice');
  });
});
