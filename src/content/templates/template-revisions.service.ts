import type { User } from '../../auth/user.entity.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { canType } from '../capabilities.js';
import type { Post } from '../posts/post.entity.js';
import { restDate } from '../posts/post-dates.js';
import type { ContentDeps } from '../posts/post.service.js';
import { WP_TEMPLATE, WP_TEMPLATE_PART, type PostType } from '../content-model/post-type-registry.js';
import {
  autosave,
  deleteRevision,
  getAutosave,
  getRevision,
  listAutosaves,
  listRevisions,
  type RevisionView,
  type RevisionWindow,
} from '../revisions/revision.service.js';
import { THEME } from './portico-theme.js';
import {
  checkAccess,
  fileOf,
  fromPost,
  publishedAt,
  normalizeTemplateId,
  storedPosts,
  type Template,
  type TemplateType,
} from './template.service.js';
import type { TemplateChanges } from './template-write.service.js';

/** The post types stored templates are kept as. */
const STORED: Record<TemplateType, PostType> = {
  wp_template: WP_TEMPLATE,
  wp_template_part: WP_TEMPLATE_PART,
};

/** The stored copy whose revisions are asked for: 404 for an unknown template, 400 for a theme file. */
async function revisionedPost(deps: ContentDeps, type: TemplateType, id: string): Promise<Post> {
  checkAccess(deps, false);
  const [theme, slug] = normalizeTemplateId(id).split('//');
  const [post] = theme === THEME.slug && slug ? await storedPosts(deps.em, type, slug) : [];
  if (post) return post;
  if (theme === THEME.slug && slug && fileOf(type, slug))
    throw new DomainError('INVALID_TEMPLATE', "Templates based on theme files can't have revisions.", 400);
  throw new DomainError('POST_INVALID_PARENT', 'Invalid template parent ID.', 404);
}

/** A revision or autosave in the template shape: the template's id and slug, its own text and post. */
async function fromRevision(deps: ContentDeps, view: RevisionView, type: TemplateType): Promise<Template> {
  const template = await fromPost(deps, view.parent, type);
  const revision = view.revision;
  return {
    ...template,
    title: revision.title,
    content: revision.content,
    description: revision.excerpt,
    status: revision.status,
    cmsId: revision.id,
    author: revision.authorId,
    modifiedLocal: restDate(revision.modifiedLocal),
    dateLocal: restDate(revision.dateLocal),
    modified: revision.modifiedGmt,
    date: await publishedAt(deps, revision),
    parent: view.parent.id,
  };
}

export async function listTemplateRevisions(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  window: RevisionWindow,
) {
  const post = await revisionedPost(deps, type, id);
  const page = await listRevisions(deps, STORED[type], post.id, window);
  return { ...page, nodes: await Promise.all(page.nodes.map((view) => fromRevision(deps, view, type))) };
}

export async function getTemplateRevision(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  revisionId: number,
) {
  const post = await revisionedPost(deps, type, id);
  return fromRevision(deps, await getRevision(deps, STORED[type], post.id, revisionId), type);
}

export async function deleteTemplateRevision(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  revisionId: number,
  force: boolean,
) {
  const post = await revisionedPost(deps, type, id);
  return fromRevision(deps, await deleteRevision(deps, STORED[type], post.id, revisionId, force), type);
}

export async function listTemplateAutosaves(deps: ContentDeps, type: TemplateType, id: string) {
  const post = await revisionedPost(deps, type, id);
  const views = await listAutosaves(deps, STORED[type], post.id);
  return Promise.all(views.map((view) => fromRevision(deps, view, type)));
}

export async function getTemplateAutosave(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  autosaveId: number,
) {
  const post = await revisionedPost(deps, type, id);
  return fromRevision(deps, await getAutosave(deps, STORED[type], post.id, autosaveId, 'template'), type);
}

/** The caller's autosave of a stored template (title, content, description). */
export async function autosaveTemplate(
  deps: ContentDeps,
  type: TemplateType,
  id: string,
  changes: TemplateChanges,
) {
  const post = await revisionedPost(deps, type, id);
  const view = await autosave(deps, STORED[type], post.id, {
    title: changes.title,
    content: changes.content,
    excerpt: changes.description,
  });
  return fromRevision(deps, view, type);
}

/** The actions an edit-context template links to (the reference's: publishing and unfiltered HTML). */
export function templateEditActions(user: User | null): string[] {
  const actions = [];
  if (canType(user, STORED.wp_template, 'publish')) actions.push('action-publish');
  if (can(user, 'unfiltered_html')) actions.push('action-unfiltered-html');
  return actions;
}
