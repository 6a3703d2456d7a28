import type { EntityManager } from '../../db/orm.js';
import { User } from '../../auth/user.entity.js';
import { lockNamed } from '../../db/dialect.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { allowedHtml } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { Post } from '../post.entity.js';
import { percentDecoded } from '../links.js';
import { restDate, toLocal } from '../post-dates.js';
import { siteTimezone, type ContentDeps } from '../post.service.js';
import { checkAuthor, insertStructuralPost } from '../post-write.service.js';
import { sanitizeTitle, uniqueSlug } from '../slug.js';
import { invalidArgument } from '../content-errors.js';
import { saveRevision } from '../revision-copy.js';
import { templateHierarchy } from './template-hierarchy.js';
import { getSiteSettings } from '../../site/site.service.js';
import {
  TEMPLATE_FILES,
  TEMPLATE_PART_AREAS,
  TEMPLATE_PART_FILES,
  THEME,
  type TemplateFile,
} from './portico-theme.js';

export type TemplateType = 'wp_template' | 'wp_template_part';

/** A template or template part as the reference describes it: a theme file, a database copy, or both. */
export interface Template {
  id: string;
  theme: string;
  slug: string;
  type: TemplateType;
  /** `theme` for a file as shipped, `custom` once stored in the database. */
  source: 'theme' | 'custom';
  origin: 'theme' | null;
  title: string;
  description: string;
  content: string;
  status: string;
  /** The database post; 0 for a file-only template. */
  cmsId: number;
  hasThemeFile: boolean;
  /** Created by a user as a page template (templates only). */
  isCustom: boolean;
  author: number;
  area: string;
  /** Site-local REST dates of the database copy; null for a file-only template. */
  modified: string | null;
  date: string | null;
  authorText: string;
  originalSource: 'theme' | 'site' | 'user';
  /** Revisions and autosaves: the stored template they belong to; else 0. */
  parent: number;
}

export interface TemplateFilter {
  /** Only the template stored as this post. */
  cmsId?: number;
  /** Template parts of this area. */
  area?: string;
  /** Templates that may be assigned to items of this post type (user-created ones). */
  postType?: string;
}

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

const filesOf = (type: TemplateType) => (type === 'wp_template' ? TEMPLATE_FILES : TEMPLATE_PART_FILES);
export const fileOf = (type: TemplateType, slug: string) => filesOf(type).find((file) => file.slug === slug);

/** `theme//slug`; a single slash is accepted (`theme/slug`), the id URL-decoded first. */
export function normalizeTemplateId(id: string): string {
  const decoded = percentDecoded(id);
  if (decoded.includes('//')) return decoded;
  const cut = decoded.lastIndexOf('/');
  return cut < 0 ? decoded : `${decoded.slice(0, cut)}//${decoded.slice(cut + 1)}`;
}

/** Reading needs edit_posts (of any type); writing needs edit_theme_options. */
export function checkAccess(deps: ContentDeps, write: boolean) {
  const allowed = write
    ? can(deps.user, 'edit_theme_options')
    : can(deps.user, 'edit_posts') || can(deps.user, 'edit_pages');
  if (!allowed)
    throw notAllowed(
      deps.user,
      'CANNOT_MANAGE_TEMPLATES',
      'Sorry, you are not allowed to access the templates on this site.',
    );
}

const notFound = () => new DomainError('TEMPLATE_NOT_FOUND', 'No templates exist with that id.', 404);

function fromFile(file: TemplateFile, type: TemplateType): Template {
  return {
    id: `${THEME.slug}//${file.slug}`,
    theme: THEME.slug,
    slug: file.slug,
    type,
    source: 'theme',
    origin: null,
    title: file.title,
    description: file.description,
    content: file.content,
    status: 'publish',
    cmsId: 0,
    hasThemeFile: true,
    isCustom: false,
    author: 0,
    area: file.area ?? '',
    modified: null,
    date: null,
    authorText: THEME.name,
    originalSource: 'theme',
    parent: 0,
  };
}

/** The stored copy; its author's name and the site name feed `author_text`. */
export async function fromPost(deps: ContentDeps, post: Post, type: TemplateType): Promise<Template> {
  const file = fileOf(type, post.slug);
  const author = post.authorId ? await deps.em.findOne(User, { id: post.authorId }) : null;
  const originalSource = file ? 'theme' : author ? 'user' : 'site';
  const authorText =
    originalSource === 'theme'
      ? THEME.name
      : originalSource === 'user'
        ? author!.displayName
        : (await getSiteSettings(deps)).name;
  return {
    id: `${post.meta.theme as string}//${post.slug}`,
    theme: post.meta.theme as string,
    slug: post.slug,
    type,
    source: 'custom',
    origin: file ? 'theme' : null,
    title: post.title,
    description: post.excerpt,
    content: post.content,
    status: post.status,
    cmsId: post.id,
    hasThemeFile: !!file,
    isCustom: type === 'wp_template' && !file,
    author: post.authorId,
    area: type === 'wp_template_part' ? ((post.meta.area as string) ?? 'uncategorized') : '',
    modified: restDate(post.modifiedLocal),
    date: restDate(post.dateLocal),
    authorText,
    originalSource,
    parent: 0,
  };
}

/** The stored (not trashed) copies of the theme's templates of a type, newest first. */
export const storedPosts = (em: EntityManager, type: TemplateType, slug?: string) =>
  em
    .find(
      Post,
      { type, status: { $in: ['publish', 'draft', 'auto-draft'] }, ...(slug ? { slug } : {}) },
      {
        orderBy: { dateLocal: 'desc', id: 'desc' },
      },
    )
    .then((posts) => posts.filter((post) => post.meta.theme === THEME.slug));

/** The theme's templates of a type: stored copies first, then the files not stored. */
export async function listTemplates(
  deps: ContentDeps,
  type: TemplateType,
  filter: TemplateFilter = {},
): Promise<Template[]> {
  checkAccess(deps, false);
  const stored = await Promise.all(
    (await storedPosts(deps.em, type)).map((post) => fromPost(deps, post, type)),
  );
  let templates = stored;
  if (filter.cmsId === undefined)
    templates = [
      ...stored,
      ...filesOf(type)
        .filter((file) => !stored.some((template) => template.slug === file.slug))
        .map((file) => fromFile(file, type)),
    ];
  return templates.filter(
    (template) =>
      (filter.cmsId === undefined || template.cmsId === filter.cmsId) &&
      (filter.area === undefined || template.area === filter.area) &&
      (filter.postType === undefined || template.isCustom),
  );
}

/** One template by id (`theme//slug`): the stored copy, else the theme file, else 404. */
async function findTemplate(deps: ContentDeps, type: TemplateType, id: string) {
  const [theme, slug] = normalizeTemplateId(id).split('//');
  if (theme !== THEME.slug || !slug) throw notFound();
  const [post] = await storedPosts(deps.em, type, slug);
  const file = fileOf(type, slug);
  if (!post && !file) throw notFound();
  return { post: post ?? null, file: file ?? null };
}

export async function getTemplate(deps: ContentDeps, type: TemplateType, id: string): Promise<Template> {
  checkAccess(deps, false);
  const { post, file } = await findTemplate(deps, type, id);
  return post ? fromPost(deps, post, type) : fromFile(file!, type);
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

/** Stores a new template (always published); empty title, content and description are refused. */
/**
 * A new template's slug as wp_insert_post keeps a post_name (sanitize_title): the REST pattern
 * matches anywhere in the value, so `../../x` gets this far and is stored as `x`.
 */
function slugOf(given: string): string {
  const slug = sanitizeTitle(given);
  if (!slug) throw invalidArgument('slug', 'NOT_ALLOWED_VALUE', 'is not a valid slug.');
  return slug;
}

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

/**
 * The template that would render the slug: the first of its hierarchy that exists (a stored copy
 * before the file) with content; null when none exists at all.
 */
export async function lookupTemplate(
  deps: ContentDeps,
  slug: string,
  isCustom = false,
  templatePrefix = '',
): Promise<Template | null> {
  checkAccess(deps, false);
  const templates = await listTemplates(deps, 'wp_template');
  let found: Template | null = null;
  for (const candidate of templateHierarchy(slug, isCustom, templatePrefix)) {
    const template = templates.find((t) => t.slug === candidate);
    if (!template) continue;
    found = template;
    if (template.content !== '') break;
  }
  return found;
}
