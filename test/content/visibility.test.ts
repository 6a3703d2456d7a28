import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole, type User } from '../../src/auth/user.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { systemClock } from '../../src/clock.js';
import { canEditPost, canReadPost } from '../../src/content/capabilities.js';
import { Post } from '../../src/content/posts/post.entity.js';
import { listPosts, type ContentDeps } from '../../src/content/posts/post.service.js';
import { ATTACHMENT, POST_TYPES, type PostType } from '../../src/content/content-model/post-type-registry.js';
import { postAllowsReading } from '../../src/content/media/media.service.js';
import { DomainError } from '../../src/errors.js';
import type { Orm } from '../../src/db/orm.js';
import type { Settings } from '../../src/domain-deps.js';
import { openTestDatabase, type TestDatabase } from '../helpers/server.js';

// List visibility is SQL (post-query.ts); reading one item is the per-item rule (capabilities.ts, and
// for media the post they belong to). This checks the one against the other for every role × status
// × owner × password, in the view and the edit context: a list must never show what a read refuses.

const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash', 'auto-draft', 'ext-disabled'];
const ROLES = Object.values(UserRole);
let database: TestDatabase;
let orm: Orm;
let settings: Settings;
const users = new Map<UserRole, User>();

const deps = (user: User | null): ContentDeps => ({ em: orm.em.fork(), clock: systemClock, settings, user });

function row(type: string, status: string, author: User, extra: Partial<Post> = {}) {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    type,
    status,
    authorId: author.id,
    title: `${type} ${status} by ${author.login}`,
    dateLocal: '2026-01-01 00:00:00',
    modifiedLocal: '2026-01-01 00:00:00',
    dateGmt: at,
    modifiedGmt: at,
    guid: 'http://portico.test/',
    trashedStatus: status === 'trash' ? 'publish' : null,
    ...extra,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  ({ orm, settings } = database);
  for (const role of ROLES)
    users.set(
      role,
      await createUser({ ...deps(null) }, { login: role, email: `${role}@example.test`, role }),
    );
  const em = orm.em.fork();
  for (const type of ['post', 'page', 'requirement', 'wp_block'])
    for (const status of STATUSES)
      for (const author of users.values())
        for (const password of ['', 'secret'])
          em.create(Post, row(type, status, author, { password }) as never);
  await em.flush();
  // Media in their public status are readable where their post is: one per parent of every kind.
  const parents = await em.find(Post, { type: 'post', password: '' });
  for (const parent of parents)
    for (const status of ['inherit', 'private'])
      em.create(
        Post,
        row(ATTACHMENT.name, status, users.get(UserRole.AUTHOR)!, { parentId: parent.id }) as never,
      );
  em.create(Post, row(ATTACHMENT.name, 'inherit', users.get(UserRole.EDITOR)!) as never);
  await em.flush();
}, 60_000);
afterAll(() => database.close());

/** What the per-item rule lets the caller see of the type in this status (and edit, for `edit`). */
async function expected(user: User | null, type: PostType, status: string, edit: boolean): Promise<number[]> {
  const read = deps(user);
  const items = await read.em.find(Post, { type: type.name, status }, { orderBy: { id: 'asc' } });
  const ids: number[] = [];
  for (const item of items)
    if (
      canReadPost(user, type, item) &&
      (await postAllowsReading(read, item)) &&
      (!edit || canEditPost(user, type, item))
    )
      ids.push(item.id);
  return ids;
}

/** What the list shows, or null when the caller may not ask for this status or context. */
async function listed(
  user: User | null,
  type: PostType,
  status: string,
  edit: boolean,
): Promise<number[] | null> {
  try {
    const page = await listPosts(
      deps(user),
      type,
      { statuses: [status], orderBy: 'id', order: 'asc' },
      { limit: 1000, offset: 0, edit },
    );
    return page.nodes.map((view) => view.post.id);
  } catch (error) {
    if (error instanceof DomainError && ['INVALID_PARAM', 'FORBIDDEN_CONTEXT'].includes(error.code))
      return null;
    throw error;
  }
}

describe('list visibility against the per-item rule', () => {
  const types = [POST_TYPES.post, POST_TYPES.page, POST_TYPES.requirement, POST_TYPES.wp_block, ATTACHMENT];
  for (const type of types)
    it(`agrees for every role, status, owner and password: ${type.name}`, async () => {
      const statuses = type === ATTACHMENT ? ['inherit', 'private'] : STATUSES;
      const mismatches: string[] = [];
      let compared = 0;
      for (const user of [null, ...users.values()])
        for (const status of statuses)
          for (const edit of [false, true]) {
            const list = await listed(user, type, status, edit);
            const want = await expected(user, type, status, edit);
            const who = `${user?.role ?? 'anonymous'} ${status}${edit ? ' edit' : ''}`;
            // The reference refuses some statuses to some callers outright (rest_forbidden_status).
            if (list === null) continue;
            compared++;
            if (JSON.stringify(list) !== JSON.stringify(want))
              mismatches.push(`${who}: listed ${list} expected ${want}`);
          }
      expect(mismatches).toEqual([]);
      expect(compared).toBeGreaterThan(statuses.length);
    });
});
