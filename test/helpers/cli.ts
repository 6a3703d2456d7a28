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
    expect(result.stderr).toContain(`error: ${data.error as string}\n`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }
  return { ...data, exitCode: result.code };
}
