import { expect } from 'vitest';
import { runCli } from './server.js';

/**
 * Runs the CLI with --json and returns its single JSON object with the exit code, asserting the
 * contract: nothing else on stdout, and a failure said on stderr too, in one line, with no stack.
 */
export async function cliJson(args: string[], env: Record<string, string>): Promise<Record<string, unknown>> {
  const result = await runCli([...args, '--json'], env);
  const lines = result.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  const data = JSON.parse(lines[0]) as Record<string, unknown>;
  if ('error' in data) {
    const said = result.stderr.split('\n').filter((line) => line.startsWith('error: '));
    expect(said).toHaveLength(1);
    // A usage error also points at the help.
    expect([`error: ${data.error as string}`, `error: ${data.error as string} (see --help)`]).toContain(
      said[0],
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }
  return { ...data, exitCode: result.code };
}
