import { User } from '../../auth/user.entity.js';
import { createUser } from '../../auth/user.service.js';
import { DomainError } from '../../errors.js';
import { kses } from '../render/sanitize.js';
import { type ImportRun, refusal } from './import-run.js';
import type { WxrAuthor, WxrItem } from './wxr-reader.js';
import { sanitizeLogin } from './wxr-values.js';

/**
 * An author of the export: mapped (`--author old=new`), found by login, or made with role author and
 * no password. WXR 1.0 names authors only in items' `dc:creator`: those come here on first sight.
 */
export async function importAuthor(
  run: ImportRun,
  written: Pick<WxrAuthor, 'login' | 'email' | 'displayName'>,
) {
  const { deps, options } = run;
  const record = { ...written, login: sanitizeLogin(written.login) };
  if (run.users.has(record.login)) return;
  const mapped = options.authors[written.login] ?? options.authors[record.login];
  const existing =
    (mapped && (await deps.em.findOne(User, { login: mapped }))) ||
    (await deps.em.findOne(User, { login: record.login }));
  if (mapped && existing?.login !== mapped) run.warn(`no user "${mapped}" to map "${record.login}" to`);
  if (existing) {
    run.users.set(record.login, existing.id);
    return run.count('existing', 'user');
  }
  try {
    const user = await createUser(deps, {
      login: record.login,
      email: record.email || `${record.login}@invalid.example`,
      role: 'author',
      // As the reference's pre_user_display_name filters keep it: text, no markup.
      displayName: kses(record.displayName, 'strip').trim() || record.login,
    });
    run.users.set(record.login, user.id);
    run.summary.usersCreated.push(record.login);
    run.count('imported', 'user');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.users.set(record.login, deps.user!.id);
    run.fail(
      'user',
      `author "${record.login}" was not created (${refusal(error)}): the importer owns their items`,
    );
  }
}

/** The local author of an item: its `dc:creator`'s user (made now if the export had no `wp:author`). */
export async function authorOf(run: ImportRun, record: WxrItem): Promise<number> {
  if (record.creator) await importAuthor(run, { login: record.creator, email: '', displayName: '' });
  return run.users.get(sanitizeLogin(record.creator)) ?? run.deps.user!.id;
}
