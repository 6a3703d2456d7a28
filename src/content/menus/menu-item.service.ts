import type { EntityManager } from '../../db/orm.js';
import { definedFields } from '../../defined.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { allowedHtml, canDeletePost, canEditPost, canType } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { invalidArgument } from '../content-errors.js';
import { postLink, termLink } from '../links.js';
import { Post } from '../posts/post.entity.js';
import { toLocal } from '../posts/post-dates.js';
import type { PostListQuery } from '../posts/post-query.js';
import {
  findPost,
  getPost,
  listPosts,
  siteTimezone,
  type ContentDeps,
  type ListWindow,
  type Page,
  type PostView,
} from '../posts/post.service.js';
import { NAV_MENU_ITEM, POST_TYPES, TAXONOMIES } from '../content-model/post-type-registry.js';
import { deletePost } from '../posts/post-delete.service.js';
import { insertStructuralPost, setTerms } from '../posts/post-write.service.js';
import { Term } from '../terms/term.entity.js';
import { checkPostValues } from '../posts/post-values.js';
import { ALLOWED_PROTOCOLS } from '../render/kses-allow-lists.js';

export type MenuItemKind = 'custom' | 'post_type' | 'post_type_archive' | 'taxonomy';

/**
 * What a menu item links to, kept in the item's meta. The title is the post title, `description` the
 * content and `attr_title` the excerpt (where the reference keeps them).
 */
export interface MenuItemLink {
  type: MenuItemKind;
  object: string;
  objectId: number;
  url: string;
  target: string;
  classes: string[];
  xfn: string[];
}

export interface MenuItemChanges extends Partial<MenuItemLink> {
  title?: string;
  status?: string;
  parent?: number;
  attrTitle?: string;
  description?: string;
  menuOrder?: number;
  /** The nav_menu term; 0 for none. */
  menus?: number;
}

/** A menu item as shown: its link resolved against the object it points at. */
export interface MenuItemView extends PostView {
  link: MenuItemLink;
  menuId: number;
  title: string;
  url: string;
  typeLabel: string;
  /** The linked object is gone (or was never found). */
  invalid: boolean;
}

const DEFAULT_LINK: MenuItemLink = {
  type: 'custom',
  object: '',
  objectId: 0,
  url: '',
  target: '',
  classes: [],
  xfn: [],
};

const linkOf = (post: Post): MenuItemLink => ({ ...DEFAULT_LINK, ...(post.meta.link as object) });

/** Whoever may edit posts (or the theme) reads menu items. */
export const mayViewMenuItems = (user: ContentDeps['user']) =>
  can(user, 'edit_posts') || can(user, 'edit_theme_options');

/** Others get 401/403 `rest_cannot_view`. */
function checkCanView(deps: ContentDeps) {
  if (!mayViewMenuItems(deps.user))
    throw notAllowed(deps.user, 'CANNOT_VIEW', 'Sorry, you are not allowed to view menu items.');
}

/** Resolves each item's object (posts and terms in one query each) into the shown title, url, label. */
async function views(deps: ContentDeps, items: PostView[]): Promise<MenuItemView[]> {
  const links = items.map((item) => linkOf(item.post));
  const ids = (kind: MenuItemKind) =>
    links.filter((l) => l.type === kind && l.objectId).map((l) => l.objectId);
  const [posts, terms, menus] = await Promise.all([
    ids('post_type').length ? deps.em.find(Post, { id: { $in: ids('post_type') } }) : [],
    ids('taxonomy').length ? deps.em.find(Term, { id: { $in: ids('taxonomy') } }) : [],
    items.length
      ? deps.em.getConnection().execute<{ post_id: number; term_id: number }[]>(
          `select pt.post_id, pt.term_id from post_terms pt join terms t on t.id = pt.term_id
           where t.taxonomy = 'nav_menu' and pt.post_id in (${items.map(() => '?').join(', ')})`,
          items.map((item) => item.post.id),
          'all',
          // Inside a caller's transaction, on its connection (SQLite has only the one).
          deps.em.getTransactionContext(),
        )
      : [],
  ]);
  const postById = new Map(posts.map((p) => [p.id, p]));
  const termById = new Map(terms.map((t) => [t.id, t]));
  const menuOf = new Map(menus.map((row) => [row.post_id, row.term_id]));
  const siteUrl = deps.settings.publicUrl;
  return items.map((item, index) => {
    const link = links[index];
    const own = item.post.title;
    let shown = { title: own, url: link.url, typeLabel: 'Custom Link', invalid: false };
    if (link.type === 'post_type') {
      // A trashed object still lends its title and link; the item shows as invalid.
      const target = postById.get(link.objectId);
      shown = {
        title: own || (target?.title ?? ''),
        url: target ? postLink(siteUrl, target) : '',
        typeLabel: POST_TYPES[link.object]?.singular ?? link.object,
        invalid: !target || target.status === 'trash',
      };
    } else if (link.type === 'taxonomy') {
      const target = termById.get(link.objectId);
      shown = {
        title: own || (target?.name ?? ''),
        url: target ? termLink(siteUrl, target) : '',
        typeLabel: TAXONOMIES[link.object]?.singular ?? link.object,
        invalid: !target,
      };
    } else if (link.type === 'post_type_archive') {
      const type = POST_TYPES[link.object];
      shown = {
        title: own || (type?.label ?? ''),
        url: type ? `${siteUrl}/?post_type=${type.name}` : '',
        typeLabel: 'Post Type Archive',
        invalid: !type,
      };
    }
    if (shown.title === '' && link.type !== 'custom') shown.title = `#${link.objectId} (no title)`;
    return {
      ...item,
      link: { ...link, objectId: link.type === 'custom' ? item.post.id : link.objectId },
      menuId: menuOf.get(item.post.id) ?? 0,
      ...shown,
    };
  });
}

/** Menu items the caller may see (by default all menus, ordered by `menu_order`). */
export async function listMenuItems(
  deps: ContentDeps,
  query: PostListQuery,
  window: ListWindow,
): Promise<Page<MenuItemView>> {
  checkCanView(deps);
  const page = await listPosts(deps, NAV_MENU_ITEM, query, window);
  return { ...page, nodes: await views(deps, page.nodes) };
}

export async function getMenuItem(deps: ContentDeps, id: number, edit = false): Promise<MenuItemView> {
  checkCanView(deps);
  const [view] = await views(deps, [await getPost(deps, NAV_MENU_ITEM, id, { edit })]);
  return view;
}

/**
 * The reference's checks of a menu item's link, in its order: a post or term object found by id when
 * no `object` is named (with one named, an unknown id is kept and the item shows as invalid), an
 * archive's post type, then a custom link's title and url together.
 */
async function checkLink(em: EntityManager, link: MenuItemLink, title: string) {
  if (link.type === 'taxonomy' && link.objectId && !link.object) {
    const term = await em.findOne(Term, { id: link.objectId });
    if (!term) throw new DomainError('TERM_INVALID_ID', 'Invalid term ID.', 400);
    link.object = term.taxonomy;
  }
  if (link.type === 'post_type' && link.objectId && !link.object) {
    const post = await em.findOne(Post, { id: link.objectId });
    if (!post) throw new DomainError('POST_INVALID_ID', 'Invalid post ID.', 400);
    link.object = post.type;
  }
  if (link.type === 'post_type_archive' && !POST_TYPES[link.object])
    throw new DomainError('POST_INVALID_TYPE', 'Invalid post type.', 400);
  if (link.type !== 'custom') return;
  const errors = [];
  if (title === '')
    errors.push(
      new DomainError('TITLE_REQUIRED', 'The title is required when using a custom menu item type.', 400),
    );
  if (link.url === '')
    errors.push(
      new DomainError('URL_REQUIRED', 'The url is required when using a custom menu item type.', 400),
    );
  if (errors.length) {
    const [first, ...rest] = errors;
    throw new DomainError(first.code, first.message, 400, undefined, rest);
  }
}

/** What the reference's esc_url keeps of a URL: other characters are removed. */
const URL_CHARACTERS = /[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\x80-\u{10ffff}]/giu;

/**
 * A url the reference's esc_url_raw would empty: nothing left once the characters a URL can't hold
 * are removed (`^<>{}\``), or a scheme outside the allowed ones. An empty url is allowed.
 */
function checkUrl(url: string | undefined) {
  if (!url) return;
  const kept = url.trim().replace(URL_CHARACTERS, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(kept)?.[1]?.toLowerCase();
  if (!kept || (scheme && !ALLOWED_PROTOCOLS.includes(scheme)))
    throw invalidArgument('url', 'INVALID_URL', 'Invalid URL.', { sentence: true });
}

/**
 * Classes (or XFN words) as the reference stores them: split at spaces, each through
 * sanitize_html_class (octets, then anything but letters, digits, `_` and `-`, removed).
 */
const htmlClasses = (values: readonly string[]): string[] =>
  values
    .join(' ')
    .split(' ')
    .map((value) => value.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, ''))
    .filter(Boolean);

/** Creates (id null) or updates a menu item; nothing is written when a check fails. */
export async function saveMenuItem(
  deps: ContentDeps,
  id: number | null,
  changes: MenuItemChanges,
): Promise<MenuItemView> {
  checkUrl(changes.url);
  const user = deps.user;
  const existing = id === null ? null : await findPost(deps, NAV_MENU_ITEM, id);
  if (existing && !canEditPost(user, NAV_MENU_ITEM, existing))
    throw notAllowed(user, 'CANNOT_EDIT', 'Sorry, you are not allowed to edit this post.');
  if (!existing && !canType(user, NAV_MENU_ITEM, 'create'))
    throw notAllowed(user, 'CANNOT_CREATE', 'Sorry, you are not allowed to create posts as this user.');
  const { title, status, parent, attrTitle, description, menuOrder, menus, ...linkChanges } = changes;
  checkPostValues({ menuOrder });
  const link = { ...(existing ? linkOf(existing) : DEFAULT_LINK), ...definedFields(linkChanges) };
  link.classes = htmlClasses(link.classes);
  link.xfn = htmlClasses(link.xfn);
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = await deps.em.transactional(async (em) => {
    if (menus && !(await em.count(Term, { id: menus, taxonomy: 'nav_menu' })))
      throw new DomainError('INVALID_MENU_ID', 'Invalid menu ID.', 400);
    await checkLink(em, link, title ?? existing?.title ?? '');
    const post =
      existing ?? (await insertStructuralPost({ ...deps, em }, { type: NAV_MENU_ITEM.name, menuOrder: 1 }));
    if (title !== undefined) post.title = allowedHtml(user, title, 'data');
    // Only publish and draft are menu item statuses.
    if (status !== undefined) post.status = status === 'publish' ? 'publish' : 'draft';
    // An item is never its own parent: the reference resets that to none.
    if (parent !== undefined) post.parentId = parent === post.id ? 0 : parent;
    if (attrTitle !== undefined) post.excerpt = allowedHtml(user, attrTitle, 'post');
    if (description !== undefined) post.content = allowedHtml(user, description, 'post');
    if (menuOrder !== undefined) post.menuOrder = menuOrder;
    post.meta = { ...post.meta, link };
    post.modifiedGmt = now;
    post.modifiedLocal = toLocal(now, zone);
    await em.flush();
    if (menus !== undefined) await setTerms(em, post, 'nav_menu', menus ? [menus] : []);
    await em.flush();
    return post;
  });
  const [view] = await views(deps, [{ post, type: NAV_MENU_ITEM, unlocked: true, timezone: zone }]);
  return view;
}

/** Deletes a menu item for good (`force` is required: menu items have no trash). */
export async function deleteMenuItem(deps: ContentDeps, id: number, force: boolean): Promise<MenuItemView> {
  const post = await findPost(deps, NAV_MENU_ITEM, id);
  if (!canDeletePost(deps.user, NAV_MENU_ITEM, post))
    throw notAllowed(deps.user, 'CANNOT_DELETE', 'Sorry, you are not allowed to delete this post.');
  if (!force)
    throw new DomainError(
      'TRASH_NOT_SUPPORTED',
      "Menu items do not support trashing. Set 'force=true' to delete.",
      501,
    );
  const [previous] = await views(deps, [
    { post: { ...post }, type: NAV_MENU_ITEM, unlocked: true, timezone: await siteTimezone(deps) },
  ]);
  await deletePost(deps, NAV_MENU_ITEM, id);
  return previous;
}
