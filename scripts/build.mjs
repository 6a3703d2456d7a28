// Compiles the TypeScript sources into dist/ when any of them changed since the last build, so npm
// scripts that run the built code (start, cli, test, benches) start at once when nothing changed.
// `--force` always compiles. A folder's time moves when a file in it is added, renamed or removed.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import './check-node.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist', '.built');
const SOURCES = ['src', 'gateway', 'web', 'mikro-orm.config.ts', 'tsconfig.json', 'package-lock.json'];

/** The newest modification time under a path (files and folders), in ms. */
function newest(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = (() => {
  try {
    return statSync(STAMP).mtimeMs;
  } catch {
    return -1;
  }
})();
const changedAt = Math.max(...SOURCES.map((source) => newest(join(ROOT, source))));
if (process.argv.includes('--force') || changedAt >= builtAt) {
  const started = Date.now();
  // On stderr: a command's --json answer owns stdout. The first build takes long enough to explain.
  process.stderr.write(
    builtAt < 0
      ? 'Compiling Portico into dist/ (once after install; up to a minute on a busy machine)…\n'
      : `Compiling Portico into dist/${process.argv.includes('--force') ? '' : ' (sources changed)'}…\n`,
  );
  execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // Loaded only to build: every `npm run cli` and `npm test` runs this check first.
  const { buildWeb } = await import('./build-web.mjs');
  await buildWeb();
  // Dated when the compiler started, so an edit made while it ran is newer and compiles next time.
  writeFileSync(STAMP, '');
  utimesSync(STAMP, started / 1000, started / 1000);
  process.stderr.write(`Compiled in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
