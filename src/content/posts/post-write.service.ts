import { LockMode } from '@mikro-orm/core';
import { User } from '../../auth/user.entity.js';
import type { EntityManager } from '../../db/orm.js';
import type { DomainDeps } from '../../domain-deps.js';
import { lockNamed } from '../../db/dialect.js';
import { DomainError } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { allowedHtml } from '../capabilities.js';
import { contentLiveEvents, isPublic } from '../content-events.js';
import { syncScheduleWatch } from './schedule-watch.service.js';
import { Post } from './post.entity.js';
import { fromLocal, parseRestDate, toLocal } from './post-dates.js';
import { postLink } from '../links.js';
import { findPost, siteTimezone, type ContentDeps, type PostView } from './post.service.js';
import {
  CONTENT_TYPES,
  DEFAULT_CATEGORY_ID,
  publicStatusOf,
  registeredMeta,
  supports,
  type PostType,
} from '../content-model/post-type-registry.js';
import { saveRevision } from '../revisions/revision-copy.js';
import { sanitizeTitle, uniqueSlug } from '../render/slug.js';
import { checkPostValues } from './post-values.js';
import { WRITABLE_STATUSES } from '../content-model/post-status.js';
import { PostTerm, Term } from '../terms/term.entity.js';
import {
  checkMeta,
  checkPasswordAndSticky,
  checkStatus,
  checkTemplate,
  checkWritePermission,
  type PostChanges,
} from './post-changes.js';

const FLOATING_STATUSES = new Set(['draft', 'pending', 'auto-draft']);
/** Media keep their post's status (`inherit`) unless made private. */
const MEDIA_STATUSES = [...WRITABLE_STATUSES, 'inherit'];

/**
 * Applies dates and the future/publish rule (a publish date more than a minute ahead is `future`).
 * A floating draft (no fixed date) stays floating when given back the date it shows, its date follows
 * its last save, and publishing it stamps the publish time; a fixed date is kept.
 */
function applyDates(post: Post, changes: PostChanges, now: Date, zone: string) {
  const floating = post.dateGmt === null;
  const local = changes.date ? parseRestDate(changes.date, zone) : null;
  const gmt = changes.dateGmt ? fromLocal(parseRestDate(changes.dateGmt, 'UTC'), 'UTC') : null;
  // Given back what an existing floating draft shows (a new draft's explicit date is always fixed).
  const shown =
    floating &&
    post.id !== undefined &&
    (local === post.dateLocal || gmt?.getTime() === fromLocal(post.dateLocal, zone).getTime());
  if (changes.date === null || changes.dateGmt === null) {
    post.dateGmt = null;
    post.dateLocal = toLocal(now, zone);
  } else if (local !== null && !shown) {
    post.dateLocal = local;
    post.dateGmt = fromLocal(local, zone);
  } else if (gmt !== null && !shown) {
    post.dateGmt = gmt;
    post.dateLocal = toLocal(gmt, zone);
  } else if (floating) {
    post.dateLocal = toLocal(now, zone);
  }
  if (post.dateGmt === null && !FLOATING_STATUSES.has(post.status))
    post.dateGmt = fromLocal(post.dateLocal, zone);
  const ahead = (post.dateGmt?.getTime() ?? now.getTime()) - now.getTime();
  if (post.status === 'publish' && ahead >= 60_000) post.status = 'future';
  else if (post.status === 'future' && ahead < 60_000) post.status = 'publish';
}

async function slugTaken(em: EntityManager, post: Post, type: PostType, slug: string): Promise<boolean> {
  const where: Record<string, unknown> = {
    slug,
    type: type.hierarchical ? { $in: [type.name, 'attachment'] } : type.name,
  };
  if (post.id) where.id = { $ne: post.id };
  if (type.hierarchical) where.parentId = post.parentId;
  return (await em.count(Post, where)) > 0;
}

/** The item's slug, or the unique one publishing it would give it now (the reference's `generated_slug`). */
export async function publishSlug(em: EntityManager, post: Post, type: PostType): Promise<string> {
  if (post.slug) return post.slug;
  return uniqueSlug(sanitizeTitle(post.title) || String(post.id), (s) => slugTaken(em, post, type, s));
}

/**
 * Drafts keep an empty slug until published; a given slug, or a published item's, is made unique —
 * one transaction at a time in every instance, so two never pick the same free slug.
 */
async function applySlug(em: EntityManager, post: Post, type: PostType, given: string | undefined) {
  const needsOne = given
    ? sanitizeTitle(given) !== ''
    : post.slug === '' && !FLOATING_STATUSES.has(post.status);
  if (needsOne) await lockNamed(em, 'post-slugs');
  if (given !== undefined) {
    const base = sanitizeTitle(given);
    post.slug = base === '' ? '' : await uniqueSlug(base, (s) => slugTaken(em, post, type, s));
  }
  if (post.slug === '' && !FLOATING_STATUSES.has(post.status) && post.id)
    post.slug = await publishSlug(em, post, type);
}

export async function setTerms(em: EntityManager, post: Post, taxonomy: string, ids: number[]) {
  const wanted = ids.length ? await em.find(Term, { id: { $in: ids }, taxonomy }) : [];
  await em.execute(
    'delete from post_terms where post_id = ? and term_id in (select id from terms where taxonomy = ?)',
    [post.id, taxonomy],
  );
  for (const term of wanted) em.create(PostTerm, { postId: post.id, termId: term.id });
}

/** An author must be a user: else 400 `rest_invalid_author`. */
export async function checkAuthor(em: EntityManager, id: number): Promise<void> {
  if (!(await em.count(User, { id }))) throw new DomainError('INVALID_AUTHOR', 'Invalid author ID.');
}

async function applyFields(
  deps: ContentDeps,
  em: EntityManager,
  post: Post,
  type: PostType,
  changes: PostChanges,
) {
  checkPostValues(changes, type.name === 'attachment' ? MEDIA_STATUSES : WRITABLE_STATUSES);
  const user = deps.user;
  if (changes.author !== undefined && changes.author !== post.authorId) {
    await checkAuthor(em, changes.author);
    post.authorId = changes.author;
  }
  if (changes.status !== undefined) {
    checkStatus(deps, type, changes.status);
    post.status = changes.status;
  }
  checkPasswordAndSticky(changes, post.id ? post : null);
  if (changes.parent !== undefined && type.hierarchical) {
    if (changes.parent !== 0 && !(await em.count(Post, { id: changes.parent })))
      throw new DomainError('POST_INVALID_ID', 'Invalid post parent ID.');
    post.parentId = changes.parent;
  }
  // The reference's title_save_pre, content_save_pre and excerpt_save_pre filters.
  const title = allowedHtml(user, changes.title, 'data');
  const content = allowedHtml(user, changes.content, 'post');
  const excerpt = allowedHtml(user, changes.excerpt, 'post');
  if (title !== undefined) post.title = title;
  if (content !== undefined) post.content = content;
  if (excerpt !== undefined) post.excerpt = excerpt;
  const emptyPossible = supports(type, 'title') && supports(type, 'editor') && supports(type, 'excerpt');
  if (emptyPossible && !post.title && !post.content && !post.excerpt)
    throw new DomainError('EMPTY_CONTENT', 'Content, title, and excerpt are empty.');
  if (changes.password !== undefined) post.password = changes.password;
  if (changes.sticky !== undefined && supports(type, 'sticky')) post.sticky = changes.sticky;
  if (changes.commentStatus !== undefined) post.commentStatus = changes.commentStatus;
  if (changes.pingStatus !== undefined) post.pingStatus = changes.pingStatus;
  if (changes.format !== undefined) post.format = changes.format === 'standard' ? '' : changes.format;
  if (changes.template !== undefined) post.template = changes.template;
  if (changes.menuOrder !== undefined) post.menuOrder = changes.menuOrder;
  if (changes.featuredMedia !== undefined) {
    const exists =
      changes.featuredMedia === 0 ||
      (await em.count(Post, { id: changes.featuredMedia, type: 'attachment' })) > 0;
    if (exists) post.featuredMedia = changes.featuredMedia;
  }
  if (changes.meta && supports(type, 'custom-fields')) {
    const meta = { ...post.meta };
    for (const key of Object.keys(registeredMeta(type)))
      if (typeof changes.meta[key] === 'string') meta[key] = changes.meta[key];
    post.meta = meta;
  }
}

const revisioned = (post: Post) => [post.title, post.content, post.excerpt].join('\u0000');

/**
 * Inserts a row of a site-structure kind (menu item, stored template): published, dated now, comments
 * closed, with its `?p=` guid. Everything goes through `deps.em` (inside a transaction, give its
 * manager: a read on another one would wait for the transaction's own connection).
 */
export async function insertStructuralPost(
  deps: ContentDeps,
  fields: Partial<Post> & Pick<Post, 'type'>,
): Promise<Post> {
  const em = deps.em;
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = em.create(Post, {
    status: 'publish',
    authorId: deps.user!.id,
    dateLocal: toLocal(now, zone),
    dateGmt: now,
    modifiedLocal: toLocal(now, zone),
    modifiedGmt: now,
    guid: '',
    commentStatus: 'closed',
    pingStatus: 'closed',
    ...fields,
  });
  await em.flush();
  post.guid = `${deps.settings.publicUrl}/?p=${post.id}`;
  return post;
}

/** A new, unsaved row of a type: the caller's, undated (floating), with the type's discussion defaults. */
function newPost(
  em: EntityManager,
  deps: ContentDeps,
  type: PostType,
  status: string,
  now: Date,
  zone: string,
) {
  return em.create(Post, {
    type: type.name,
    status,
    authorId: deps.user!.id,
    dateLocal: toLocal(now, zone),
    modifiedLocal: toLocal(now, zone),
    modifiedGmt: now,
    guid: '',
    commentStatus: type.name !== 'page' && supports(type, 'comments') ? 'open' : 'closed',
    pingStatus: type.name !== 'page' && supports(type, 'trackbacks') ? 'open' : 'closed',
    meta: Object.fromEntries(
      Object.entries(registeredMeta(type)).map(([key, field]) => [key, field.default]),
    ),
  });
}

/**
 * An empty item to open in the editor, as the reference's get_default_post_to_edit(): an `auto-draft`
 * (kept out of listings) that the editor's first save turns into a draft — so uploads and autosaves
 * have an item to belong to before anything was written.
 */
export async function createAutoDraft(deps: ContentDeps, type: PostType): Promise<PostView> {
  checkWritePermission(deps, type, {}, null);
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = await deps.em.transactional(async (em) => {
    const post = newPost(em, deps, type, 'auto-draft', now, zone);
    await em.flush();
    post.guid = postLink(deps.settings.publicUrl, post);
    return post;
  });
  return { post, type, unlocked: true, timezone: zone };
}

/** Creates an item (nothing is stored when a rule fails). */
export async function createPost(deps: ContentDeps, type: PostType, changes: PostChanges): Promise<PostView> {
  checkWritePermission(deps, type, changes, null);
  checkMeta(type, changes.meta);
  await checkTemplate(deps, changes.template);
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = await deps.em.transactional(async (em) => {
    const post = newPost(em, deps, type, 'draft', now, zone);
    await applyFields(deps, em, post, type, changes);
    applyDates(post, changes, now, zone);
    await em.flush();
    await applySlug(em, post, type, changes.slug);
    post.guid = postLink(deps.settings.publicUrl, post);
    const terms = new Map((changes.terms ?? []).map((t) => [t.taxonomy, t.ids]));
    if (type.taxonomies.includes('category') && !terms.has('category'))
      terms.set('category', [DEFAULT_CATEGORY_ID]);
    for (const [taxonomy, ids] of terms)
      if (type.taxonomies.includes(taxonomy)) await setTerms(em, post, taxonomy, ids);
    await em.flush();
    await syncScheduleWatch({ ...deps, em }, post, { was: null });
    // An item created published is also PUBLISHED: a subscriber waiting for new published items
    // hears of it as of one published later.
    const kinds =
      post.status === publicStatusOf(type) ? (['CREATED', 'PUBLISHED'] as const) : (['CREATED'] as const);
    await publishLive(
      em,
      kinds.flatMap((kind) => contentLiveEvents(post, kind, false, now)),
    );
    return post;
  });
  return { post, type, unlocked: true, timezone: zone };
}

/** Updates an item; a revision is kept when its title, content or excerpt changed. */
export async function updatePost(
  deps: ContentDeps,
  type: PostType,
  id: number,
  changes: PostChanges,
  { keepRevision = true } = {},
): Promise<PostView> {
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = await deps.em.transactional(async (em) => {
    // Held first: concurrent writers of the item wait here instead of crossing over its terms and row.
    const target = await findPost({ ...deps, em }, type, id, LockMode.PESSIMISTIC_WRITE);
    checkWritePermission(deps, type, changes, target);
    checkMeta(type, changes.meta);
    await checkTemplate({ ...deps, em }, changes.template, target.template);
    const before = revisioned(target);
    const was = target.status;
    const [wasPublic, wasPublished] = [isPublic(type, target), target.status === publicStatusOf(type)];
    await applyFields(deps, em, target, type, changes);
    applyDates(target, changes, now, zone);
    await applySlug(em, target, type, changes.slug);
    target.modifiedGmt = now;
    target.modifiedLocal = toLocal(now, zone);
    for (const { taxonomy, ids } of changes.terms ?? [])
      if (type.taxonomies.includes(taxonomy)) await setTerms(em, target, taxonomy, ids);
    if (keepRevision && supports(type, 'revisions') && revisioned(target) !== before)
      saveRevision(em, target, deps.user!, now, zone);
    await em.flush();
    await syncScheduleWatch({ ...deps, em }, target, { was });
    const published = !wasPublished && target.status === publicStatusOf(type);
    await publishLive(em, contentLiveEvents(target, published ? 'PUBLISHED' : 'UPDATED', wasPublic, now));
    return target;
  });
  return { post, type, unlocked: true, timezone: zone };
}

/**
 * Publishes the scheduled items whose date has come, as the reference's cron does at each one's time
 * (only the status changes; `modified` stays). Returns the ids of those it published.
 */
export async function publishDuePosts(deps: DomainDeps): Promise<number[]> {
  const now = deps.clock.now();
  const due = await deps.em.find(
    Post,
    { type: { $in: CONTENT_TYPES }, status: 'future', dateGmt: { $lte: now } },
    { fields: ['id', 'type', 'status'], orderBy: { id: 'asc' } },
  );
  const published: number[] = [];
  for (const post of due)
    // Claimed by a conditional update, so instances publishing at once publish (and announce) it once.
    await deps.em.transactional(async (em) => {
      if ((await em.nativeUpdate(Post, { id: post.id, status: 'future' }, { status: 'publish' })) !== 1)
        return;
      await publishLive(em, contentLiveEvents(post, 'PUBLISHED', false, now));
      published.push(post.id);
    });
  return published;
}
