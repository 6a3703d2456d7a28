// Bundles the dashboard (web/) for browsers: one script and one style sheet, minified, named by a hash
// of their content (served for a year, never stale), with a gzip copy of each and a manifest the
// server reads to link them. Run by build.mjs, so an install (its `prepare`) builds them.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist', 'web');
/** The packages bundled into the browser's script, whose licences travel with it. */
const BUNDLED = ['preact', 'uplot', 'graphql-ws'];

/** Each bundled package's licence text, in one comment at the end of the script. */
function licences() {
  const texts = BUNDLED.map((name) => {
    const folder = join(ROOT, 'node_modules', name);
    const file = readdirSync(folder).find((entry) => /^licen[cs]e(\.md|\.txt)?$/i.test(entry));
    return `${name}:\n${readFileSync(join(folder, file), 'utf8').trim()}`;
  });
  return `/*! The dashboard bundles these packages, under these licences.\n\n${texts.join('\n\n').replaceAll('*/', '* /')}\n*/`;
}

/** Builds web/<entry>/main.tsx into dist/web: `{ "<entry>.js": "<entry>-<hash>.js", … }`. */
export async function buildWeb(entries = ['dashboard']) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const manifest = {};
  for (const entry of entries) {
    const result = await build({
      entryPoints: { [entry]: join(ROOT, 'web', entry, 'main.tsx') },
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['chrome120', 'firefox120', 'safari17'],
      jsx: 'automatic',
      jsxImportSource: 'preact',
      // The browser build of graphql-ws (its client only).
      mainFields: ['browser', 'module', 'main'],
      conditions: ['browser'],
      legalComments: 'eof',
      footer: { js: licences() },
      write: false,
      outdir: OUT,
      logLevel: 'error',
    });
    for (const file of result.outputFiles) {
      const name = basename(file.path);
      const dot = name.indexOf('.');
      const hash = createHash('sha256').update(file.contents).digest('hex').slice(0, 12);
      const hashed = `${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
      writeFileSync(join(OUT, hashed), file.contents);
      writeFileSync(join(OUT, `${hashed}.gz`), gzipSync(file.contents, { level: 9 }));
      manifest[name] = hashed;
    }
  }
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, files: readdirSync(OUT) };
}
