import express, { type Router } from 'express';
import sharp from 'sharp';

/** Portico's mark: a white P and a green dot on blue. */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="24" fill="#1f6feb"/>
<path d="M30 104V28h26a22 22 0 0 1 0 44H46v32" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>
<circle cx="96" cy="92" r="12" fill="#3fb950"/></svg>`;

const ICON_SIZE = 32;
const CACHED = 'public, max-age=86400';

const markPng = (size: number) =>
  sharp(Buffer.from(MARK_SVG)).resize(size, size).png({ palette: true }).toBuffer();

/**
 * An icon file of one PNG image: a 6-byte header and a 16-byte directory entry before it (ICO entries
 * may be PNG since Windows Vista; browsers read them).
 */
function icoOf(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size, 6);
  head.writeUInt8(size, 7);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // where the image starts
  return Buffer.concat([head, png]);
}

let logo: Promise<Buffer> | undefined;
let ico: Promise<Buffer> | undefined;

/**
 * The mark, rendered on first use: `/static/img/logo.png`, where Healthchecks keeps its logo (the icon
 * of chat messages — Slack's `icon_url`, Rocket.Chat's avatar — unless SITE_LOGO_URL names another),
 * and the favicons: `/favicon.svg` for pages that link it, `/favicon.ico` for browsers that ask the
 * server root.
 */
export function markRouter(): Router {
  const router = express.Router();
  router.get('/static/img/logo.png', async (_req, res) => {
    logo ??= markPng(128);
    res.set({ 'Content-Type': 'image/png', 'Cache-Control': CACHED }).send(await logo);
  });
  router.get('/favicon.ico', async (_req, res) => {
    ico ??= markPng(ICON_SIZE).then((png) => icoOf(png, ICON_SIZE));
    res.set({ 'Content-Type': 'image/x-icon', 'Cache-Control': CACHED }).send(await ico);
  });
  router.get('/favicon.svg', (_req, res) => {
    // Opened on its own, an SVG is a document: it may run nothing.
    res
      .set({
        'Content-Type': 'image/svg+xml',
        'Cache-Control': CACHED,
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      })
      .send(MARK_SVG);
  });
  return router;
}
