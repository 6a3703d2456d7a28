import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';

/**
 * SECRET_KEY keys the hashes of API keys and application passwords, so it must stay stable and be
 * the same for every instance and the CLI: the one given, else one generated on the first start and
 * kept in the database. (Earlier versions kept it in a `secret_key` file beside the SQLite file; that
 * value moves into the database.)
 */
export async function resolveSecretKey(orm: Orm, config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const target = config.database;
  const file = target.kind === 'sqlite' ? join(dirname(target.path), 'secret_key') : null;
  const candidate =
    file && existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('base64url');
  const connection = orm.em.getConnection();
  // The first of several instances starting at once wins; the others read its key.
  await connection.execute(
    'insert into instance_secrets (name, value) values (?, ?) on conflict (name) do nothing',
    ['secret_key', candidate],
    'run',
  );
  const [row] = await connection.execute<{ value: string }[]>(
    'select value from instance_secrets where name = ?',
    ['secret_key'],
  );
  return row.value;
}
