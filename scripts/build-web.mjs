// Bundles the browser apps (web/): for each, its scripts and style sheets, minified, named by a hash
// of their content (served for a year, never stale), with a gzip copy of each and a manifest the
// server reads to link them. Run by build.mjs, so an install (its `prepare`) builds them.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist', 'web');

/** The folder of the package a bundled file comes from (`node_modules/@scope/name`), or null for ours. */
function packageOf(input) {
  // `(disabled):…` are modules a package's `browser` field replaces with nothing.
  if (input.startsWith('(')) return null;
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? join(ROOT, match[1]) : null;
}

/**
 * What a bundle must carry with it: each bundled package's name, version and licence, with its licence
 * text — once for all the packages that share one (WordPress's packages all ship the GPL's text).
 */
function licences(metafile) {
  const folders = [...new Set(Object.keys(metafile.inputs).map(packageOf).filter(Boolean))].sort();
  const byText = new Map();
  for (const folder of folders) {
    const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const file = readdirSync(folder).find((entry) => /^(licen[cs]e|copying)(\.md|\.txt)?$/i.test(entry));
    const text = file ? readFileSync(join(folder, file), 'utf8').trim() : `Licence: ${pkg.license}`;
    byText.set(text, [...(byText.get(text) ?? []), `${pkg.name} ${pkg.version} (${pkg.license})`]);
  }
  return {
    count: folders.length,
    texts: [...byText].map(([text, names]) => `${names.join('\n')}:\n\n${text}`),
  };
}

/**
 * The apps: the dashboard (Preact; its few packages' licences end its script) and the block editor
 * (WordPress's packages on React, as WordPress runs them; the texts of its ~180 packages go to a file
 * of their own that the script names). The editor leaves out the workers of in-browser media
 * processing, which Portico does not turn on (they would add 16 MB).
 */
const APPS = {
  dashboard: {
    entryPoints: { dashboard: 'web/dashboard/main.tsx' },
    jsxImportSource: 'preact',
    notices: 'footer',
  },
  editor: {
    entryPoints: { editor: 'web/editor/main.tsx', 'editor-canvas': 'web/editor/canvas.css' },
    jsxImportSource: 'react',
    define: { 'process.env.NODE_ENV': '"production"', 'globalThis.IS_GUTENBERG_PLUGIN': 'false' },
    external: ['@wordpress/vips/worker', '@wordpress/video-conversion/worker'],
    notices: 'file',
  },
};

/** Writes a built file under its fingerprinted name (with a gzip copy); returns that name. */
function writeHashed(name, contents) {
  const dot = name.indexOf('.');
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 12);
  const hashed = `${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
  writeFileSync(join(OUT, hashed), contents);
  writeFileSync(join(OUT, `${hashed}.gz`), gzipSync(contents, { level: 9 }));
  return hashed;
}

async function buildApp(app, { notices, ...options }, manifest) {
  const result = await build({
    ...options,
    entryPoints: Object.fromEntries(Object.entries(options.entryPoints).map(([k, v]) => [k, join(ROOT, v)])),
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['chrome120', 'firefox120', 'safari17'],
    jsx: 'automatic',
    // The browser build of graphql-ws (its client only).
    mainFields: ['browser', 'module', 'main'],
    conditions: ['browser'],
    legalComments: notices === 'footer' ? 'eof' : 'none',
    metafile: true,
    write: false,
    outdir: OUT,
    logLevel: 'error',
  });
  const { count, texts } = licences(result.metafile);
  let footer;
  if (notices === 'file') {
    const file = `${app}-licences.txt`;
    manifest[file] = writeHashed(file, Buffer.from(`${texts.join('\n\n----\n\n')}\n`));
    footer = `\n/*! ${app} bundles ${count} packages (WordPress's under GPL-2.0-or-later); their licences: ${manifest[file]} */\n`;
  } else {
    footer = `\n/*! The ${app} bundles these packages, under these licences.\n\n${texts.join('\n\n').replaceAll('*/', '* /')}\n*/\n`;
  }
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    const contents = name.endsWith('.js')
      ? Buffer.concat([file.contents, Buffer.from(footer)])
      : file.contents;
    manifest[name] = writeHashed(name, contents);
  }
}

/** Builds the apps into dist/web: `{ "<entry>.js": "<entry>-<hash>.js", … }`. */
export async function buildWeb(apps = Object.keys(APPS)) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const manifest = {};
  for (const app of apps) await buildApp(app, APPS[app], manifest);
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, files: readdirSync(OUT) };
}
