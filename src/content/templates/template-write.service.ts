import type { EntityManager } from '../../db/orm.js';
import { lockNamed } from '../../db/dialect.js';
import { DomainError } from '../../errors.js';
import { allowedHtml } from '../capabilities.js';
import { Post } from '../posts/post.entity.js';
import { toLocal } from '../posts/post-dates.js';
import { siteTimezone, type ContentDeps } from '../posts/post.service.js';
import { checkAuthor, insertStructuralPost } from '../posts/post-write.service.js';
import { sanitizeTitle, uniqueSlug } from '../render/slug.js';
import { invalidArgument } from '../content-errors.js';
import { saveRevision } from '../revisions/revision-copy.js';
import { TEMPLATE_PART_AREAS, THEME } from './portico-theme.js';
import {
  checkAccess,
  findTemplate,
  fromFile,
  fromPost,
  normalizeTemplateId,
  storedPosts,
  type Template,
  type TemplateType,
} from './template.service.js';

export interface TemplateChanges {
  slug?: string;
  theme?: string;
  title?: string;
  content?: string;
  description?: string;
  author?: number;
  area?: string;
  /** `theme` on update reverts a customised theme template to its file. */
  source?: string;
}

const areaOf = (area: string | undefined) =>
  area && TEMPLATE_PART_AREAS.includes(area) ? area : 'uncategorized';

/** The texts of a change as the caller may store them (kses for users without unfiltered_html). */
const filtered = (deps: ContentDeps, changes: TemplateChanges): TemplateChanges => ({
  ...changes,
  title: allowedHtml(deps.user, changes.title, 'data'),
  content: allowedHtml(deps.user, changes.content, 'post'),
  description: allowedHtml(deps.user, changes.description, 'post'),
});

/**
 * A new template's slug as wp_insert_post keeps a post_name (sanitize_title): the REST pattern
 * matches anywhere in the value, so `../../x` gets this far and is stored as `x`.
 */
function slugOf(given: string): string {
  const slug = sanitizeTitle(given);
  if (!slug) throw invalidArgument('slug', 'NOT_ALLOWED_VALUE', 'is not a valid slug.');
  return slug;
}

/** Stores a new template (always published); empty title, content and description are refused. */
export async function createTemplate(
  deps: ContentDeps,
  type: TemplateType,
  given: TemplateChanges,
): Promise<Template> {
  checkAccess(deps, true);
  const changes = filtered(deps, given);
  if (changes.author !== undefined) await checkAuthor(deps.em, changes.author);
  const title = changes.title ?? '';
  const content = changes.content ?? '';
  const description = changes.description ?? '';
  if (title === '' && content === '' && description === '')
    throw new DomainError('EMPTY_CONTENT', 'Content, title, and excerpt are empty.', 400);
  return deps.em.transactional(async (em) => {
    const tx = { ...deps, em };
    // Like any post slug, a stored template's is unique within its type and theme (`landing-2`).
    await lockNamed(em, 'post-slugs');
    const slug = await uniqueSlug(
      slugOf(changes.slug!),
      async (candidate) => (await storedPosts(em, type, candidate)).length > 0,
    );
    const post = await insertStructuralPost(tx, {
      type,
      slug,
      title,
      content,
      excerpt: description,
      authorId: changes.author ?? deps.user!.id,
      meta: {
        theme: changes.theme || THEME.slug,
        ...(type === 'wp_template_part' ? { area: areaOf(changes.area) } : {}),
      },
    });
    await em.flush();
    return fromPost(tx, post, type);
  });
}

/**
 * Updates a template: a theme file gets its stored copy (the customisation), a stored one changes
 * (with a revision when its text changed); `source: theme` deletes the copy (revert to the file).
 */
export async function updateTemplate(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  given: TemplateChanges,
): Promise<Template> {
  checkAccess(deps, true);
  const changes = filtered(deps, given);
  return deps.em.transactional(async (em) => {
    await lockTemplate(em, type, id);
    return changeTemplate({ ...deps, em }, type, id, changes);
  });
}

/**
 * One writer of a template at a time, in every instance: its first customisation makes one copy,
 * and a deletion never crosses an update.
 */
const lockTemplate = (em: EntityManager, type: TemplateType, id: string) =>
  lockNamed(em, `template:${type}:${normalizeTemplateId(id)}`);

async function changeTemplate(deps: ContentDeps, type: TemplateType, id: string, changes: TemplateChanges) {
  const { post, file } = await findTemplate(deps, type, id);
  if (changes.author !== undefined) await checkAuthor(deps.em, changes.author);
  if (changes.source === 'theme' && file) {
    if (post) await removeStored(deps.em, post);
    return fromFile(file, type);
  }
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const target =
    post ??
    (await insertStructuralPost(deps, {
      type,
      slug: file!.slug,
      title: file!.title,
      content: file!.content,
      excerpt: file!.description,
      meta: { theme: THEME.slug, ...(file!.area ? { area: file!.area } : {}) },
    }));
  const before = [target.title, target.content, target.excerpt].join('\u0000');
  if (changes.title !== undefined) target.title = changes.title;
  if (changes.content !== undefined) target.content = changes.content;
  if (changes.description !== undefined) target.excerpt = changes.description;
  if (changes.author !== undefined) target.authorId = changes.author;
  if (changes.area !== undefined && type === 'wp_template_part')
    target.meta = { ...target.meta, area: areaOf(changes.area) };
  target.modifiedGmt = now;
  target.modifiedLocal = toLocal(now, zone);
  // Only an existing copy keeps revisions (the first customisation has nothing to go back to).
  if (post && [target.title, target.content, target.excerpt].join('\u0000') !== before)
    saveRevision(deps.em, target, deps.user!, now, zone);
  await deps.em.flush();
  return fromPost(deps, target, type);
}

/** Deletes a stored copy and its revisions; only inside the transaction that holds its lock. */
async function removeStored(em: EntityManager, post: Post) {
  await em.nativeDelete(Post, { parentId: post.id, type: 'revision' });
  await em.nativeDelete(Post, { id: post.id });
  em.getUnitOfWork().unsetIdentity(post);
}

/** Trashes (or, with force, deletes) a stored template; theme files can't be removed. */
export async function deleteTemplate(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  force: boolean,
): Promise<Template> {
  checkAccess(deps, true);
  return deps.em.transactional(async (em) => {
    await lockTemplate(em, type, id);
    const { post } = await findTemplate({ ...deps, em }, type, id);
    if (!post)
      throw new DomainError('INVALID_TEMPLATE', "Templates based on theme files can't be removed.", 400);
    const previous = await fromPost({ ...deps, em }, post, type);
    if (force) {
      await removeStored(em, post);
      return previous;
    }
    post.trashedStatus = post.status;
    post.status = 'trash';
    await em.flush();
    return { ...previous, status: 'trash' };
  });
}
