import express, { type Router } from 'express';
import sharp from 'sharp';

/** Portico's mark: a white P and a green dot on blue. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="24" fill="#1f6feb"/>
<path d="M30 104V28h26a22 22 0 0 1 0 44H46v32" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>
<circle cx="96" cy="92" r="12" fill="#3fb950"/></svg>`;

let png: Promise<Buffer> | undefined;

/**
 * `/static/img/logo.png`, where Healthchecks keeps its logo: the icon of chat messages (Slack's
 * `icon_url`, Rocket.Chat's avatar) unless SITE_LOGO_URL names another. Rendered once, on first use.
 */
export function logoRouter(): Router {
  const router = express.Router();
  router.get('/static/img/logo.png', async (_req, res) => {
    png ??= sharp(Buffer.from(LOGO_SVG)).png({ palette: true }).toBuffer();
    res.set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' }).send(await png);
  });
  return router;
}
