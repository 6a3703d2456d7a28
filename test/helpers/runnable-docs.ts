import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fences } from './markdown.js';

/**
 * The manual's runnable examples (docs/development.md, "The docs test"): a fenced block whose info
 * string is `sh runnable`, optionally followed by what it needs beyond a server (`postgresql`), is
 * run; a block marked `text output` right after it is what it prints.
 */
export interface RunnableBlock {
  page: string;
  /** The line of the opening fence, 1-based. */
  line: number;
  code: string;
  /** What the block needs besides a Portico server, e.g. `postgresql`. */
  needs: string[];
  /** The stdout the page shows for it; `…` stands for any text within a line. */
  output?: string;
}

/** What a block may need; a word outside this list after `runnable` is a typo, refused. */
export const NEEDS = ['postgresql'] as const;

/** The runnable blocks of a page, each with the output shown after it. */
export function runnableBlocks(page: string, markdown: string): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  const all = fences(markdown);
  all.forEach((fence, index) => {
    const [language, role, ...rest] = fence.info;
    const where = `${page}:${fence.line}`;
    if (role === 'output') {
      if (blocks.at(-1)?.line !== all[index - 1]?.line)
        throw new Error(`${where}: an output block must follow a runnable block`);
      blocks.at(-1)!.output = fence.code;
      return;
    }
    if (role !== 'runnable') return;
    if (language !== 'sh') throw new Error(`${where}: runnable blocks are sh, not ${language}`);
    const unknown = rest.filter((word) => !(NEEDS as readonly string[]).includes(word));
    if (unknown.length)
      throw new Error(`${where}: unknown need ${unknown.join(' ')} (known: ${NEEDS.join(', ')})`);
    blocks.push({ page, line: fence.line, code: fence.code, needs: rest });
  });
  return blocks;
}

/** An output block as a pattern: its text exactly, but `…` matches any text within a line. */
export function outputPattern(output: string): RegExp {
  const parts = output.trimEnd().split('…');
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\n]*')}$`);
}

export interface BlocksRun {
  /** Each block that started, with what it printed on stdout and how long it ran (to the next mark). */
  ran: { block: RunnableBlock; stdout: string; seconds: number }[];
  /** The block that failed (a non-zero exit or the time running out), if any. */
  failed?: RunnableBlock;
  /** bash's exit code, or null when it was killed at the time limit. */
  code: number | null;
  stderr: string;
}

/**
 * Runs the blocks in order in one `bash` (`set -euo pipefail`), as a reader pastes them into one
 * shell: a variable one block sets is there for the next. A line with a marker no block prints
 * separates their outputs and dates them (`$EPOCHREALTIME`), so a slow block can be named. At
 * `timeoutMs` the whole process group is killed.
 */
export function runBlocks(
  blocks: RunnableBlock[],
  options: { env: Record<string, string>; cwd: string; timeoutMs: number },
): Promise<BlocksRun> {
  const mark = `@@docs-block-${randomUUID()}`;
  const script = [
    'set -euo pipefail',
    ...blocks.flatMap((block, index) => [
      `printf '\\n%s %d %s\\n' ${mark} ${index} "$EPOCHREALTIME"`,
      block.code,
    ]),
    `printf '\\n%s end %s\\n' ${mark} "$EPOCHREALTIME"`,
  ].join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // bash and everything it started ended just now: nothing is left to stop.
    }
  }, options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      // bash writes the decimal separator of its locale; the last block ran until now.
      const instant = (stamp?: string) => (stamp ? Number(stamp.replace(',', '.')) : Date.now() / 1000);
      const starts = [...stdout.matchAll(new RegExp(`\\n${mark} (\\d+|end) ([\\d.,]+)\\n`, 'g'))];
      const ran = starts.flatMap((start, i) =>
        start[1] === 'end'
          ? []
          : [
              {
                block: blocks[Number(start[1])],
                stdout: stdout.slice(start.index + start[0].length, starts[i + 1]?.index ?? stdout.length),
                seconds: instant(starts[i + 1]?.[2]) - instant(start[2]),
              },
            ],
      );
      const finished = starts.at(-1)?.[1] === 'end' && code === 0;
      resolve({ ran, failed: finished ? undefined : (ran.at(-1)?.block ?? blocks[0]), code, stderr });
    });
  });
}

/** A failed run as the test reports it: the block, where it is, and what it printed. */
export function describeFailure(run: BlocksRun): string {
  const block = run.failed!;
  const last = run.ran.at(-1);
  return [
    `${block.page}:${block.line} ${run.code === null ? 'ran out of time' : `failed (exit ${run.code})`}:`,
    block.code,
    '--- its stdout:',
    last?.block === block ? last.stdout : '',
    '--- stderr:',
    run.stderr,
    '--- seconds per block:',
    run.ran.map(({ block: { page, line }, seconds }) => `${page}:${line} ${seconds.toFixed(1)}`).join(', '),
  ].join('\n');
}
