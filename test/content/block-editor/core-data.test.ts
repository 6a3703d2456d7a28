/**
 * The block editor's data layer, @wordpress/core-data, reading and writing through Portico as the
 * editor does: every entity it loads, the permissions it asks by OPTIONS, autosaves and link search.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../helpers/content.js';
import { ROOT, startTestServer } from '../../helpers/server.js';

const server = await startTestServer();
// Inside the checkout, so the bundle finds jsdom (kept out of it) in node_modules.
const cache = join(ROOT, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'core-data-'));
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The probe, bundled for Node (the packages' ES modules do not load in Node as published). */
async function runProbe(): Promise<Record<string, { value?: unknown; error?: string }>> {
  const outfile = join(dir, 'probe.mjs');
  await build({
    entryPoints: [join(ROOT, 'test/content/block-editor/core-data-probe.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    external: ['jsdom'],
    logLevel: 'error',
    // Some of the packages' CommonJS dependencies call require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const { stdout } = await promisify(execFile)(process.execPath, [outfile], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTICO_URL: server.runtime.settings.publicUrl,
      PORTICO_AUTH: adminAuth(server).Authorization,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, { value?: unknown; error?: string }>;
}

describe('@wordpress/core-data against Portico', () => {
  it('loads and saves everything the block editor does', async () => {
    const results = await runProbe();
    const failed = Object.entries(results).filter(([, result]) => 'error' in result);
    expect(failed).toEqual([]);
    const value = (name: string) => results[name].value;
    expect(value('types')).toMatchObject({
      slugs: expect.arrayContaining([
        'post',
        'page',
        'attachment',
        'wp_block',
        'wp_template',
        'wp_template_part',
      ]),
      postSupports: { autosave: true, revisions: true },
      postLabels: { singular_name: 'Post', add_new_item: 'Add Post' },
    });
    expect(value('template type')).toBe('templates');
    expect(value('site settings')).toBe('Portico');
    expect(value('current theme')).toEqual({ stylesheet: 'portico', blockTemplates: true });
    expect(value('current user')).toBe(server.firstRun!.login);
    expect(value('permissions')).toEqual({ createPost: true, updateSite: true });
    expect(value('post written, edited and saved')).toMatchObject({
      title: 'From the editor',
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      status: 'publish',
    });
    expect(value('revisions')).toBeGreaterThanOrEqual(1);
    expect(value('autosaves')).toHaveLength(1);
    expect(value('templates')).toEqual(expect.arrayContaining(['index', 'single', 'page']));
    expect(value('pattern categories')).toBe(21);
    expect(value('patterns')).toBe(0);
    expect(value('link search')).toContainEqual(['From the editor', 'post']);
    for (const name of [
      'media',
      'users',
      'categories',
      'menus',
      'navigation',
      'synced patterns',
      'template parts',
    ])
      expect(value(name), name).toEqual(expect.any(Number));
  }, 120_000);
});
