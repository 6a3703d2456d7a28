import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { byteWindow, ShortStream } from '../../src/http/byte-window.js';

const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));

describe('byteWindow', () => {
  it('passes exactly the window across chunk edges, and stops a longer source once full', async () => {
    expect(await text(byteWindow(chunks('abc', 'def', 'ghi'), 2, 5))).toBe('cdefg');
    expect(await text(byteWindow(chunks('abc'), 0, 3))).toBe('abc');
    expect(await text(byteWindow(chunks('abc'), 0, 0))).toBe('');
    let pulled = 0;
    const endless = new Readable({ read: () => void endless.push(Buffer.from(`${pulled++}`)) });
    expect(await text(byteWindow(endless, 0, 4))).toBe('0123');
    expect(endless.destroyed).toBe(true);
  });

  it('fails a source that ends before the window is full', async () => {
    await expect(text(byteWindow(chunks('abc'), 1, 5))).rejects.toBeInstanceOf(ShortStream);
    const broken = new Readable({ read: () => broken.destroy(new Error('gone')) });
    await expect(text(byteWindow(broken, 0, 5))).rejects.toThrow('gone');
  });
});
