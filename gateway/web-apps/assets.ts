import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

/** The built browser assets (dist/web), found from this module whether it runs from dist/ or the sources. */
function assetsDir(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return join(process.cwd(), 'dist', 'web');
    dir = up;
  }
  return join(dir, 'dist', 'web');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The browser apps' built files: their names by entry (`dashboard.js` → its fingerprinted name). */
export interface Assets {
  names: Record<string, string>;
  /** Sends a fingerprinted file (gzip when the browser takes it), cached for a year; false if unknown. */
  send(req: Request, res: Response, file: string): boolean;
}

/** Reads the manifest the build wrote; null when the assets were not built (`npm run build`). */
export function loadAssets(): Assets | null {
  const dir = assetsDir();
  let names: Record<string, string>;
  try {
    names = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
  // Only the manifest's files, read once: nothing else of the disk is reachable by name.
  const files = new Map(
    Object.values(names).map((name) => [
      name,
      { plain: readFileSync(join(dir, name)), gzip: readFileSync(join(dir, `${name}.gz`)) },
    ]),
  );
  return {
    names,
    send(req, res, file) {
      const found = files.get(file);
      if (!found) return false;
      const gzip = req.acceptsEncodings('gzip') === 'gzip';
      res
        .status(200)
        .set({
          'Content-Type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        })
        .end(gzip ? found.gzip : found.plain);
      return true;
    },
  };
}

/** The apps' fingerprinted files under `/assets/`; other names fall through (404). */
export function assetsRouter(assets: Assets | null): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get('/assets/:file', (req, res, next) => {
    if (!assets?.send(req, res, req.params.file)) next();
  });
  return router;
}
