import { raw } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole, type User } from '../../src/auth/user.entity.js';
import { createUser } from '../../src/auth/user.service.js';
import { systemClock } from '../../src/clock.js';
import type { ContentDeps } from '../../src/content/posts/post.service.js';
import { listPosts } from '../../src/content/posts/post.service.js';
import { Post } from '../../src/content/posts/post.entity.js';
import { POST_TYPES, TAXONOMIES } from '../../src/content/content-model/post-type-registry.js';
import { Term } from '../../src/content/terms/term.entity.js';
import { listTerms } from '../../src/content/terms/term.service.js';
import { listUsers } from '../../src/content/users/user-directory.service.js';
import { bindParameters, type Binding } from '../../src/db/driver/bind-parameters.js';
import { DomainError } from '../../src/errors.js';
import type { Orm } from '../../src/db/orm.js';
import { ON_POSTGRES } from '../helpers/database.js';
import { openTestDatabase, type TestDatabase } from '../helpers/server.js';

const NUL = 'nul\u0000byte';
/**
 * Values that broke or could break SQL written with inlined literals. PostgreSQL cannot store NUL
 * at all (refused as the caller's error, tested below); SQLite stores and finds it.
 */
const TRICKY = [
  ...(ON_POSTGRES ? [] : [NUL]),
  "it's",
  "''",
  'back\\slash\\',
  '"double"',
  'what?',
  "'); drop table posts; --",
  '%_wild\\%',
  'lone\ud800surrogate',
  'trail\udfff',
  'emoji 😀',
];
/** Both store UTF-8: a lone surrogate is read back as U+FFFD, never as an error. */
const stored = (value: string) => value.toWellFormed();
/** A post search for the whole value (a quoted phrase; the search syntax has no escape for `"`). */
const phrase = (value: string) => (value.includes('"') ? value.replaceAll('"', '') : `"${value}"`);

const POSITIONAL: Binding = {
  placeholder: (n) => `$${n}`,
  value: (v) => v,
  identifier: (name) => `"${name}"`,
  list: (n, items) =>
    items.every((item) => typeof item === 'number') ? { sql: `unpack($${n})`, value: items } : null,
};

describe('bindParameters', () => {
  it('leaves every value a parameter and reads the text as MikroORM formats it', () => {
    expect(
      bindParameters('select ?? from t where a = ? and b in (?)', ['col', "it's", [1, 2, 3]], POSITIONAL),
    ).toEqual({
      sql: 'select "col" from t where a = $1 and b in ($2, $3, $4)',
      parameters: ["it's", 1, 2, 3],
    });
    expect(bindParameters('select \\? , ?', ['x'], POSITIONAL)).toEqual({
      sql: 'select ? , $1',
      parameters: ['x'],
    });
    expect(bindParameters('a = ? and ?', [raw('lower(?)', ['Q']), { json: true }], POSITIONAL)).toEqual({
      sql: 'a = lower($1) and $2',
      parameters: ['Q', '{"json":true}'],
    });
    expect(bindParameters('x = ?', [undefined], POSITIONAL).parameters).toEqual([null]);
  });

  it('binds a long list as one parameter the dialect unpacks, when it can', () => {
    const ids = Array.from({ length: 40_000 }, (_, i) => i);
    expect(bindParameters('select * from t where id in (?) and a = ?', [ids, 'x'], POSITIONAL)).toEqual({
      sql: 'select * from t where id in (unpack($1)) and a = $2',
      parameters: [ids, 'x'],
    });
    const mixed = Array.from({ length: 501 }, (_, i) => (i % 2 ? i : String(i)));
    expect(bindParameters('b in (?)', [mixed], POSITIONAL).parameters).toHaveLength(501);
  });

  it('tells the dialect which parameters are a LIMIT or OFFSET (still bound)', () => {
    const marking: Binding = { ...POSITIONAL, placeholder: (n, count) => (count ? `#${n}` : `$${n}`) };
    expect(
      bindParameters('select * from t where a = ? order by b limit ? offset ?', ['x', 10, 20], marking),
    ).toEqual({
      sql: 'select * from t where a = $1 order by b limit #2 offset #3',
      parameters: ['x', 10, 20],
    });
  });
});

describe('every value is bound on the real database', () => {
  let database: TestDatabase;
  let orm: Orm;
  let deps: ContentDeps;
  let admin: User;

  beforeAll(async () => {
    database = await openTestDatabase();
    orm = database.orm;
    const base = { clock: systemClock, settings: database.settings };
    admin = await createUser(
      { ...base, em: orm.em.fork() },
      { login: 'root', email: 'root@example.test', role: UserRole.ADMINISTRATOR },
    );
    deps = { ...base, em: orm.em.fork(), user: admin };
  });
  afterAll(() => database.close());

  it('round-trips each value through em.execute', async () => {
    const em = orm.em.fork();
    await em.execute('create table probe (v text)');
    for (const value of TRICKY) {
      await em.execute('insert into probe (v) values (?)', [value]);
      const rows = await em.execute<{ v: string }[]>('select v from probe where v = ?', [value]);
      expect(rows).toEqual([{ v: stored(value) }]);
    }
    const [{ n }] = await em.execute<{ n: number | string }[]>('select count(*) as n from probe');
    expect(Number(n)).toBe(TRICKY.length);
  });

  it('round-trips each value through entities and finds it with the raw-SQL list queries', async () => {
    for (const [index, value] of TRICKY.entries()) {
      const em = orm.em.fork();
      em.create(Term, { taxonomy: 'post_tag', name: value, slug: `tag-${index}`, description: value });
      const post = em.create(Post, {
        type: 'post',
        status: 'publish',
        authorId: admin.id,
        slug: value,
        title: value,
        content: value,
        dateLocal: '2026-01-01 00:00:00',
        modifiedLocal: '2026-01-01 00:00:00',
        dateGmt: new Date('2026-01-01T00:00:00Z'),
        modifiedGmt: new Date('2026-01-01T00:00:00Z'),
        guid: `http://portico.test/?p=${index}`,
      } as never);
      await em.flush();

      const fresh = orm.em.fork();
      const term = await fresh.findOneOrFail(Term, { slug: `tag-${index}` });
      expect([term.name, term.description]).toEqual([stored(value), stored(value)]);
      expect((await fresh.findOneOrFail(Post, { id: post.id })).title).toBe(stored(value));

      const read = { ...deps, em: orm.em.fork() };
      const window = { limit: 10, offset: 0 };
      const bySearch = await listTerms(read, TAXONOMIES.post_tag, { search: value }, window);
      expect(bySearch.nodes.map((t) => t.name)).toContain(stored(value));
      const posts = await listPosts(
        read,
        POST_TYPES.post,
        { statuses: ['publish'], search: phrase(value), orderBy: 'date', order: 'desc' },
        window,
      );
      expect(posts.nodes.map((v) => v.post.title)).toContain(stored(value));
      const bySlug = await listPosts(
        read,
        POST_TYPES.post,
        { statuses: ['publish'], slugs: [value], orderBy: 'include_slugs', order: 'asc' },
        window,
      );
      expect(bySlug.nodes.map((v) => v.post.id)).toEqual([post.id]);
      await listUsers(read, { search: value, slugs: [value] }, window);
    }
    expect(await orm.em.fork().count(Post, { type: 'post' })).toBe(TRICKY.length);
  });

  it('filters by 40,000 listed ids and 1,000 slugs (each list one parameter: no variable limit, no deep SQL)', async () => {
    const [post] = await orm.em.fork().find(Post, { type: 'post' }, { limit: 1, orderBy: { id: 'asc' } });
    const ids = [...Array.from({ length: 40_000 }, (_, i) => 1_000_000 + i), post.id];
    const slugs = [...Array.from({ length: 1000 }, (_, i) => `no-such-slug-${i}`), post.slug];
    const read = { ...deps, em: orm.em.fork() };
    const window = { limit: 10, offset: 0 };
    const listed = (filter: Record<string, unknown>) =>
      listPosts(
        read,
        POST_TYPES.post,
        { statuses: ['publish'], orderBy: 'date', order: 'desc', ...filter },
        window,
      );
    expect((await listed({ include: ids })).nodes.map((v) => v.post.id)).toEqual([post.id]);
    expect((await listed({ include: ids, orderBy: 'include' })).nodes.map((v) => v.post.id)).toEqual([
      post.id,
    ]);
    const tagged = await listed({ taxonomies: [{ taxonomy: 'post_tag', terms: ids, operator: 'AND' }] });
    expect(tagged.totalCount).toBe(0);
    expect((await listed({ slugs })).nodes.map((v) => v.post.id)).toEqual([post.id]);
    expect((await listed({ exclude: ids })).totalCount).toBe(TRICKY.length - 1);
    expect((await listTerms(read, TAXONOMIES.post_tag, { include: ids }, window)).totalCount).toBe(0);
    expect((await listUsers(read, { include: [...ids, admin.id] }, window)).nodes.map((u) => u.id)).toEqual([
      admin.id,
    ]);
  });

  it.runIf(ON_POSTGRES)('refuses NUL on PostgreSQL as a 400 before the statement is sent', async () => {
    const em = orm.em.fork();
    const refused = await em.execute('select ? as v', [NUL]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'INVALID_TEXT', status: 400 });
    expect(await em.execute('select 1 as ok')).toEqual([{ ok: 1 }]);
  });
});
