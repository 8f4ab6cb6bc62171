import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { html } from './html';

describe('html templates', () => {
  it('escapes every interpolated string, in text and in quoted attributes', () => {
    const evil = `"><script>alert('x')</script>&`;
    const out = html`<p title="${evil}">${evil}</p>`.value;
    expect(out).toBe('<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>');
  });

  it('keeps nested templates and arrays, drops null, undefined and booleans', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  it('never lets a string open a tag or close an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const attribute = html`${text}`.value;
        expect(attribute).not.toMatch(/[<>"']/);
        expect(html`<a title="${text}">${text}</a>`.value).toBe(`<a title="${attribute}">${attribute}</a>`);
      }),
    );
  });
});
