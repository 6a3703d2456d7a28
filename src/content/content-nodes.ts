import type { RequestContext } from '../auth/request-context.js';
import { rowNumberOf, type NodeSource } from '../graphql/node.js';
import { contentDeps } from './content-access.js';
import { ATTACHMENT, NAV_MENU_ITEM, POST_TYPES, taxonomyNamed } from './content-model/post-type-registry.js';
import { mediaItemOf } from './media/media.resolver.js';
import { getMenuItem } from './menus/menu-item.service.js';
import { menuItemNode } from './menus/menu-item.resolver.js';
import { postOf, revisionNode } from './posts/post.resolver.js';
import { loaderOf } from '../graphql/loaders.js';
import { getRevision } from './revisions/revision.service.js';
import { getTemplate, type TemplateType } from './templates/template.service.js';
import { TemplateNode } from './templates/template.types.js';
import { getTerm } from './terms/term.service.js';
import { TermNode } from './terms/term.types.js';
import { getUser } from './users/user-directory.service.js';

type RowKind = { id: number; type: string; parent_type: string | null; parent_id: number };

/** Rows' types, and their parents' for revisions: one read for every id a request asks `node` for. */
const rowKind = (ctx: RequestContext, id: number): Promise<RowKind | undefined> =>
  loaderOf(ctx, 'rowKinds', async (ids: readonly number[]) => {
    const rows = await ctx.em.execute<RowKind[]>(
      `select p.id, p.type, parent.type as parent_type, p.parent_id from posts p
         left join posts parent on parent.id = p.parent_id where p.id in (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.map((each) => byId.get(each));
  }).load(id);

const TEMPLATE_TYPES: readonly string[] = ['wp_template', 'wp_template_part'] satisfies TemplateType[];

/**
 * The content half's nodes, each read as its typed field reads it (`post`, `mediaItem`, `menuItem`,
 * `revision`, `template`, `term`, `user`), so `node(id)` shows nothing that field would not.
 */
export const contentNodes: Record<'post' | 'template' | 'term' | 'user', NodeSource<RequestContext>> = {
  async post(ctx, key) {
    const id = rowNumberOf(key);
    const row = id && (await rowKind(ctx, id));
    if (!id || !row) return null;
    const deps = contentDeps(ctx);
    // Posts and media through the edges' batched reads, which answer as their typed fields do.
    if (row.type === ATTACHMENT.name) return mediaItemOf(ctx, id);
    if (row.type === NAV_MENU_ITEM.name) return menuItemNode(ctx, await getMenuItem(deps, id));
    if (row.type === 'revision') {
      const parentType = row.parent_type === null ? undefined : POST_TYPES[row.parent_type];
      return parentType ? revisionNode(ctx, await getRevision(deps, parentType, row.parent_id, id)) : null;
    }
    // Templates stored as rows are not among them: they are `template` nodes, as those in files are.
    const type = POST_TYPES[row.type];
    return type ? postOf(ctx, type, id) : null;
  },
  async template(ctx, key) {
    const colon = key.indexOf(':');
    const type = key.slice(0, colon);
    if (!TEMPLATE_TYPES.includes(type)) return null;
    return new TemplateNode(await getTemplate(contentDeps(ctx), type as TemplateType, key.slice(colon + 1)));
  },
  async term(ctx, key) {
    const id = rowNumberOf(key);
    const [row] = id
      ? await ctx.em.execute<{ taxonomy: string }[]>('select taxonomy from terms where id = ?', [id])
      : [];
    if (!id || !row) return null;
    return new TermNode(await getTerm(contentDeps(ctx), taxonomyNamed(row.taxonomy), id));
  },
  async user(ctx, key) {
    const id = rowNumberOf(key);
    return id ? getUser(contentDeps(ctx), id) : null;
  },
};
