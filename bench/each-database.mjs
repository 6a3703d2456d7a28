// One measure on each of the databases a bench compares (DATABASES, default `sqlite,postgresql`):
// SQLite on the fresh file startServer makes, PostgreSQL on a new database of a throw-away cluster
// (scripts/pg-cluster.sh), stopped when the process exits.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const DATABASES = (process.env.DATABASES ?? 'sqlite,postgresql').split(',');
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');

/**
 * The rows `measure(label, env, dialect)` returns for each database, in order; `env` is what the server
 * adds to its environment (the PostgreSQL `DATABASE_URL`), `name` names the PostgreSQL database.
 */
export async function onEachDatabase(name, measure) {
  const rows = [];
  if (DATABASES.includes('sqlite')) rows.push(...(await measure('SQLite', {}, 'sqlite')));
  if (DATABASES.includes('postgresql')) {
    const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
    process.on('exit', () => execFileSync(CLUSTER, ['stop', clusterDir]));
    execFileSync('psql', [url, '-qc', `create database ${name}`]);
    const env = { DATABASE_URL: url.replace(/\/postgres$/, `/${name}`) };
    rows.push(...(await measure('PostgreSQL', env, 'postgresql')));
  }
  return rows;
}
