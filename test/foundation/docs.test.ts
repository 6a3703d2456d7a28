import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, ON_POSTGRES } from '../helpers/database.js';
import { anchors, fences, proseLines, relativeLinks } from '../helpers/markdown.js';
import {
  describeFailure,
  outputPattern,
  runBlocks,
  runnableBlocks,
  type RunnableBlock,
} from '../helpers/runnable-docs.js';
import { ROOT, spawnServer, tempDir, testEnv, type ServerProcess } from '../helpers/server.js';

/** The pages of the manual (docs/), each opening with its table of contents. */
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);
/** Everything a reader is sent through: the README, the manual and the contributors' guide. */
const PAGES = ['README.md', 'CONTRIBUTING.md', ...DOCS];
const TEXT = new Map(PAGES.map((page) => [page, readFileSync(join(ROOT, page), 'utf8')]));
const BLOCKS = new Map(PAGES.map((page) => [page, runnableBlocks(page, TEXT.get(page)!)]));

/** The newcomer's paths, which must stay runnable whatever else a page loses. */
const WALKTHROUGHS = ['docs/cli.md', 'docs/content.md', 'docs/graphql.md', 'docs/monitoring.md'];

/** Prose wider than this is hard to read in a terminal or a diff. */
const MAX_LINE = 120;

// npm, its build check and the CLI for each `npm run -s cli` of a page, on a machine that may be busy.
const PAGE_TIMEOUT_MS = 240_000;

const dir = tempDir();
const env = await testEnv(dir);
let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer(env);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

const run = (blocks: RunnableBlock[], extra: Record<string, string> = {}) =>
  runBlocks(blocks, {
    env: { ...env, ...extra, BASE: server.url },
    cwd: ROOT,
    timeoutMs: PAGE_TIMEOUT_MS - 10_000,
  });

/** Runs a page's blocks against the server (`$BASE`) with its settings, as a reader in the checkout would. */
async function expectRunsAsWritten(blocks: RunnableBlock[], extra: Record<string, string> = {}) {
  const result = await run(blocks, extra);
  expect(result.failed, result.failed && describeFailure(result)).toBeUndefined();
  for (const { block, stdout } of result.ran)
    if (block.output !== undefined)
      expect(stdout.trimEnd(), `the output ${block.page}:${block.line} shows`).toMatch(
        outputPattern(block.output),
      );
}

describe("the manual's runnable blocks", () => {
  it('cover the walk-throughs', () => {
    for (const page of WALKTHROUGHS) expect(BLOCKS.get(page)?.length, page).toBeGreaterThan(0);
  });

  for (const [page, blocks] of BLOCKS) {
    const plain = blocks.filter((block) => block.needs.length === 0);
    if (plain.length) it(`${page} runs as written`, () => expectRunsAsWritten(plain), PAGE_TIMEOUT_MS);
    if (blocks.some((block) => block.needs.includes('postgresql')))
      it.skipIf(!ON_POSTGRES)(
        `${page} runs as written onto PostgreSQL (TEST_DATABASE_URL)`,
        async () => expectRunsAsWritten(blocks, { TARGET: await freshDatabaseUrl(dir) }),
        PAGE_TIMEOUT_MS,
      );
  }
});

describe("the manual's form", () => {
  it.each(DOCS)('%s opens with its table of contents', (page) => {
    const lines = proseLines(TEXT.get(page)!).filter(({ text }) => text.trim());
    expect(lines[0].text, page).toMatch(/^# /);
    expect(lines[1].text, page).toMatch(/^- \[[^\]]+\]\(#[^)]+\)$/);
  });

  it.each(PAGES)('%s has no prose line over 120 characters', (page) => {
    const long = proseLines(TEXT.get(page)!).filter(({ text }) => [...text].length > MAX_LINE);
    expect(long.map(({ line }) => `${page}:${line}`)).toEqual([]);
  });

  it.each(PAGES)('%s links to files and headings that are there', (page) => {
    const broken = relativeLinks(TEXT.get(page)!).filter(({ target }) => {
      const [path, anchor] = target.split('#');
      const file = path ? normalize(join(dirname(page), path)) : page;
      if (!existsSync(join(ROOT, file))) return true;
      return (
        anchor !== undefined &&
        file.endsWith('.md') &&
        !anchors(readFileSync(join(ROOT, file), 'utf8')).has(anchor)
      );
    });
    expect(broken.map(({ target, line }) => `${page}:${line} ${target}`)).toEqual([]);
  });
});

describe("the docs test's reading of Markdown", () => {
  it('reads headings, links and indented code blocks as GitHub does', () => {
    const text = [
      '# Moving up',
      "## The operator's metrics",
      '## For scripts: `--json`',
      '## Notes',
      '## Notes',
      '- [x](other.md#a), [site](https://example.org) and `[y](in-code.md)`',
      '1. Step',
      '   ```ts',
      '   const a = 1;',
      '   ```',
      '## After',
    ].join('\n');
    expect([...anchors(text)]).toEqual([
      'moving-up',
      'the-operators-metrics',
      'for-scripts---json',
      'notes',
      'notes-1',
      'after',
    ]);
    expect(relativeLinks(text)).toEqual([{ target: 'other.md#a', line: 6 }]);
    expect(fences(text)).toEqual([{ info: ['ts'], line: 8, code: 'const a = 1;' }]);
  });
});

describe('the runnable blocks harness', () => {
  const page = [
    '```sh runnable',
    'GREETING=hello',
    'echo "$GREETING"',
    '```',
    '',
    '```text output',
    'hel…',
    '```',
    '',
    '```sh',
    'not run',
    '```',
    '',
    '```sh runnable',
    'echo "$GREETING again"; false',
    'echo never',
    '```',
  ].join('\n');

  it('reads the marked blocks with their outputs and what they need', () => {
    expect(runnableBlocks('page.md', page)).toEqual([
      { page: 'page.md', line: 1, code: 'GREETING=hello\necho "$GREETING"', needs: [], output: 'hel…' },
      { page: 'page.md', line: 14, code: 'echo "$GREETING again"; false\necho never', needs: [] },
    ]);
    expect(runnableBlocks('page.md', '```sh runnable postgresql\ntrue\n```')[0].needs).toEqual([
      'postgresql',
    ]);
    expect(() => runnableBlocks('page.md', '```sh runnable postgres\ntrue\n```')).toThrow(
      'page.md:1: unknown need postgres',
    );
    expect(() => runnableBlocks('page.md', '```sh\ntrue\n```\n```text output\nx\n```')).toThrow(
      'page.md:4: an output block must follow a runnable block',
    );
  });

  it('matches outputs whole, with … for any text within a line', () => {
    expect('hello').toMatch(outputPattern('hel…'));
    expect('hello\nworld').not.toMatch(outputPattern('hel…'));
    expect('a.b').toMatch(outputPattern('a.b'));
    expect('axb').not.toMatch(outputPattern('a.b'));
  });

  it('runs blocks in one shell, splits their outputs and names the one that fails', async () => {
    const result = await run(runnableBlocks('page.md', page));
    expect(result.ran.map(({ stdout }) => stdout.trimEnd())).toEqual(['hello', 'hello again']);
    expect(result.failed?.line).toBe(14);
    expect(describeFailure(result)).toContain('page.md:14 failed (exit 1):');
  });

  it('stops a block that runs past the time limit', async () => {
    const [block] = runnableBlocks('page.md', '```sh runnable\necho started; sleep 60\n```');
    const result = await runBlocks([block], { env: {}, cwd: ROOT, timeoutMs: 500 });
    expect(result).toMatchObject({ code: null, failed: block });
    expect(describeFailure(result)).toContain('page.md:1 ran out of time');
    expect(describeFailure(result)).toMatch(/seconds per block:\npage\.md:1 \d+\.\d/);
  });
});
