import { execFile, execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliJson } from '../helpers/cli.js';
import { runCli, tempDir } from '../helpers/server.js';

const run = promisify(execFile);
const dir = tempDir();
const env = { DATABASE_URL: `sqlite:${join(dir, 'portico.db')}` };
const scripts = { bash: join(dir, 'portico.bash'), zsh: join(dir, 'portico.zsh') };
// zsh is not on every machine; where it is, its completion is tried in a real zsh line editor.
const hasZsh = (() => {
  try {
    execFileSync('zsh', ['-fc', 'true']);
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  for (const shell of ['bash', 'zsh'] as const) {
    const { code, stdout } = await runCli(['completion', shell], env);
    expect(code).toBe(0);
    writeFileSync(scripts[shell], stdout);
  }
  writeFileSync(join(dir, 'backup-2026.db'), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What bash's completion offers for each line (the word being completed last), as its function is called. */
async function bashOffers(lines: string[][]): Promise<string[]> {
  const calls = lines.map(
    (words) =>
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; ` +
      `COMPREPLY=(); _portico; echo "\${COMPREPLY[*]}"`,
  );
  const { stdout } = await run('bash', ['--norc', '-c', [`source ${scripts.bash}`, ...calls].join('\n')], {
    cwd: dir,
  });
  return stdout.split('\n').slice(0, -1);
}

describe('portico completion', () => {
  it('prints a bash script that registers itself for portico', async () => {
    const { stdout } = await run('bash', ['--norc', '-c', `source ${scripts.bash}; complete -p portico`]);
    expect(stdout).toBe('complete -F _portico portico\n');
  });

  it('completes commands, subcommands, options, choices and files from the command tree', async () => {
    expect(
      await bashOffers([
        ['portico', 'ch'],
        ['portico', 'check', ''],
        ['portico', '--json', 'check', 'pa'],
        ['portico', 'project', 'set', 'x', '--ping'],
        ['portico', 'channel', 'create', '--no-'],
        ['portico', 'check', 'update', 'x', '--methods', ''],
        ['portico', 'check', 'update', 'x', '--name', '--methods', '--'],
        ['portico', 'user', 'delete', 'erin', '--reassign', ''],
        ['portico', 'backup', 'backup-'],
      ]),
    ).toEqual([
      'channel check',
      'list create update pause resume delete events rules route depends snooze unsnooze help',
      'pause',
      '--ping-log-limit',
      '--no-assign --no-up --no-down',
      'POST',
      '--project --name --slug --tags --desc --timeout --grace --schedule --tz --manual-resume ' +
        '--no-manual-resume --methods --channels --start-kw --success-kw --failure-kw --filter-subject ' +
        '--no-filter-subject --filter-body --no-filter-body --filter-http-body --no-filter-http-body ' +
        '--filter-default-fail --no-filter-default-fail --help --json --debug',
      '',
      'backup-2026.db',
    ]);
  });

  it.skipIf(!hasZsh)('completes in zsh through bashcompinit', async () => {
    // A zsh in a pseudo-terminal: the line, Tab, Enter; `portico` prints what the line became.
    const complete = (line: string) =>
      run(
        'zsh',
        [
          '-fc',
          `zmodload zsh/zpty
        zpty -b z 'zsh -f -i'
        zpty -w z 'source ${scripts.zsh}; portico() { print -r -- "AR""GS<$*>"; }'
        zpty -w -n z '${line}'$'\\t\\r'
        zpty -r z out '*ARGS<*>*'
        print -r -- "\${\${out##*ARGS<}%%>*}"
        zpty -d z`,
        ],
        { timeout: 20_000 },
      ).then(({ stdout }) => stdout.trim());
    expect(await complete('portico chan')).toBe('channel');
    expect(await complete('portico check update x --meth')).toBe('check update x --methods');
    expect(await complete('portico project s')).toBe('project set');
  });

  it('with --json, prints the script in one object; refuses other shells', async () => {
    const json = await cliJson(['completion', 'zsh'], env);
    expect(json).toMatchObject({ shell: 'zsh', exitCode: 0 });
    expect(json.script).toMatch(/^autoload -U \+X compinit && compinit\nautoload -U \+X bashcompinit/);
    expect(await cliJson(['completion', 'fish'], env)).toEqual({
      error: "command-argument value 'fish' is invalid for argument 'shell'. Allowed choices are bash, zsh.",
      exitCode: 1,
    });
  });

  it('says how to install it', async () => {
    const { stdout } = await runCli(['completion', '--help'], env);
    expect(stdout).toContain("alias portico='npm run -s --prefix $PWD cli --'");
    expect(stdout).toContain('npm run -s cli -- completion bash > ~/.portico-completion.bash');
  });
});
