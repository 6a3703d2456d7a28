import { describe, expect, it } from 'vitest';
import { remembered } from '../../src/content/render/render.js';

/** A pure render that counts its calls. */
function counted() {
  const calls: number[] = [];
  const render = remembered((text) => {
    calls.push(text.length);
    return `<p>${text}</p>`;
  });
  return { render, calls };
}

describe('rendered content, once per version', () => {
  it('renders a long text once however often it is read, and again once it changes', () => {
    const { render, calls } = counted();
    const long = 'word '.repeat(1_000_000);
    expect(render(long)).toBe(`<p>${long}</p>`);
    expect(render(`${long}`)).toBe(`<p>${long}</p>`);
    expect(calls).toEqual([long.length]);
    render(`${long}!`);
    render(long);
    expect(calls).toEqual([long.length, long.length + 1]);
  });

  it('keeps long results within its budget, dropping the least recently used first', () => {
    const { render, calls } = counted();
    const texts = Array.from({ length: 5 }, (_, i) => String(i).repeat(5_000_000)); // 25 M characters
    for (const text of texts) render(text);
    render(texts[4]!); // kept: the newest
    render(texts[0]!); // dropped to make room: rendered again
    expect(calls.length).toBe(6);
  });

  it('keeps short texts by the text itself', () => {
    const { render, calls } = counted();
    render('short');
    render('short');
    expect(calls).toEqual([5]);
  });
});
