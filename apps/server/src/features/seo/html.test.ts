import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScript } from './html';

describe('html output of the page renderer', () => {
  it('text from the database cannot open a tag or close an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });

  it('JSON-LD holding a closing script tag stays inside its script', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('the template escapes values but keeps nested markup', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}${['x', html`<i>y</i>`]}${null}</p>`.value).toBe('<p><b>a&lt;b</b>x<i>y</i></p>');
  });
});
