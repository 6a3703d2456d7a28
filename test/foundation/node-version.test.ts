import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server.js';

// The built entry points refuse an old Node before any native module loads (a bare system Node 20
// used to segfault in better-sqlite3: exit 139, no message).

const MESSAGE = /^Portico needs Node 24 or newer \(this is 20\.\d+\.\d+\)\. Run it through npm scripts/;
const ENTRY_POINTS = ['dist/src/app/main.js', 'dist/src/cli/main.js'];
/** This Node, claiming to be Node 20 before any module of the entry point runs. */
const ASIF_NODE_20 = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"20.20.2"}})`;

function run(node: string, args: string[]) {
  return spawnSync(node, args, {
    cwd: ROOT,
    encoding: 'utf8',
    // Without the guard the server would start and serve: fail instead of waiting for ever.
    timeout: 20_000,
    env: { ...process.env, DATABASE_URL: 'sqlite::memory:' },
  });
}

describe('the Node version guard of the entry points', () => {
  it('stops an old Node with one clear line before anything loads', () => {
    for (const entry of ENTRY_POINTS) {
      const result = run(process.execPath, ['--import', ASIF_NODE_20, join(ROOT, entry), 'project', 'list']);
      expect([result.status, result.stdout], entry).toEqual([1, '']);
      expect(result.stderr.trim(), entry).toMatch(MESSAGE);
    }
  });

  it('keeps the CLI --json promise: one JSON object on stdout', () => {
    const result = run(process.execPath, [
      '--import',
      ASIF_NODE_20,
      join(ROOT, 'dist/src/cli/main.js'),
      'project',
      'list',
      '--json',
    ]);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatch(MESSAGE);
  });

  it('stops the system Node 20 itself (exit 1, not a segfault) where the machine has one', () => {
    const system = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
    const major = Number(system.stdout?.replace(/^v/, '').split('.')[0]);
    if (system.status !== 0 || !(major < 24)) return; // no older system Node here: the case above covers it
    for (const entry of ENTRY_POINTS) {
      const result = run('/usr/bin/node', [join(ROOT, entry)]);
      expect(result.status, entry).toBe(1);
      expect(result.stderr, entry).toContain('Portico needs Node 24 or newer');
    }
  });
});
