import type { EntityManager } from '../../db/orm.js';
import { User } from '../../auth/user.entity.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { notAllowed } from '../../auth/roles.js';
import { Post } from '../posts/post.entity.js';
import { percentDecoded } from '../links.js';
import { fromLocal, restDate } from '../posts/post-dates.js';
import { siteTimezone, type ContentDeps } from '../posts/post.service.js';
import { templateHierarchy } from './template-hierarchy.js';
import { getSiteSettings } from '../../site/site.service.js';
import { TEMPLATE_FILES, TEMPLATE_PART_FILES, THEME, type TemplateFile } from './portico-theme.js';

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
  modifiedLocal: string | null;
  dateLocal: string | null;
  /** The same instants; null for a file-only template. */
  modified: Date | null;
  date: Date | null;
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

/** A theme file as it is shipped: no stored copy. */
export function fromFile(file: TemplateFile, type: TemplateType): Template {
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
    modifiedLocal: null,
    dateLocal: null,
    modified: null,
    date: null,
    authorText: THEME.name,
    originalSource: 'theme',
    parent: 0,
  };
}

/** The stored copy; its author's name and the site name feed `author_text`. */
/** When a post row was (or is to be) published: a floating draft's date read in the site's zone. */
export const publishedAt = async (deps: ContentDeps, post: Post) =>
  post.dateGmt ?? fromLocal(post.dateLocal, await siteTimezone(deps));

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
    modifiedLocal: restDate(post.modifiedLocal),
    dateLocal: restDate(post.dateLocal),
    modified: post.modifiedGmt,
    date: await publishedAt(deps, post),
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
export async function findTemplate(deps: ContentDeps, type: TemplateType, id: string) {
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
