import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the favicons', () => {
  it('serves /favicon.ico as a 32×32 icon holding one PNG, cached', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const ico = Buffer.from(await res.arrayBuffer());
    expect(ico.length).toBeLessThan(2048);
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry: 32×32, one plane, 32 bits, size, offset.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([32, 32, 1, 32]);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
    const png = ico.subarray(22);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });

  it('serves /favicon.svg, which may run nothing when opened alone', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: 'svg', width: 128 });
  });
});
