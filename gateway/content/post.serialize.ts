import { POST_TYPES, TAXONOMIES, supports } from '../../src/content/post-types.js';
import { E, inContext, VE, VEM, type FieldSpec, type RestContext } from './fields.js';
import { compactLinks, restUrl } from './links.js';

export type { RestContext };

interface Rendered {
  raw: string | null;
  rendered: string;
  protected?: boolean;
  blockVersion?: number;
}

/** The fields of the RestPost fragment (schema/operations/content.graphql). */
export interface GqlPost {
  id: number;
  type: string;
  status: string;
  slug: string;
  generatedSlug: string;
  date: string;
  dateGmt: string;
  modified: string;
  modifiedGmt: string;
  guid: string;
  link: string;
  password: string | null;
  title: Rendered;
  content: Rendered;
  excerpt: Rendered;
  author: number;
  featuredMedia: number;
  commentStatus: string;
  pingStatus: string;
  format: string;
  sticky: boolean;
  template: string;
  meta: Record<string, unknown>;
  parent: number;
  menuOrder: number;
  canEdit: boolean;
  canDelete: boolean;
  editActions: string[];
  terms: { id: number; taxonomy: string; slug: string }[];
  revisionSummary: { count: number; latestId: number | null };
}

/** The methods a caller may use on an item (the `Allow` header and `targetHints`). */
export function itemMethods(post: Pick<GqlPost, 'canEdit' | 'canDelete'>): string[] {
  return ['GET', ...(post.canEdit ? ['POST', 'PUT', 'PATCH'] : []), ...(post.canDelete ? ['DELETE'] : [])];
}

const TAXONOMY_CLASS: Record<string, string> = { category: 'category', post_tag: 'tag' };

function classList(post: GqlPost): string[] {
  const type = POST_TYPES[post.type];
  const classes = [`post-${post.id}`, post.type, `type-${post.type}`, `status-${post.status}`];
  if (supports(type, 'post-formats')) classes.push(`format-${post.format}`);
  if (post.content.protected) classes.push('post-password-required');
  if (post.featuredMedia) classes.push('has-post-thumbnail');
  classes.push('hentry');
  for (const term of post.terms)
    classes.push(`${TAXONOMY_CLASS[term.taxonomy] ?? term.taxonomy}-${term.slug}`);
  return classes;
}

function links(siteUrl: string, post: GqlPost, context: RestContext) {
  const type = POST_TYPES[post.type];
  const base = `/cms/v2/${type.restBase}`;
  const out: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${base}/${post.id}`), targetHints: { allow: itemMethods(post) } }],
    collection: [{ href: restUrl(siteUrl, base) }],
    about: [{ href: restUrl(siteUrl, `/cms/v2/types/${post.type}`) }],
  };
  if (supports(type, 'author') && post.author)
    out.author = [{ embeddable: true, href: restUrl(siteUrl, `/cms/v2/users/${post.author}`) }];
  // No `replies`: Portico keeps no comments (the seed has no comment routes), so that link would 404;
  // the reference omits `replies` from `_embedded` for an item without comments as well.
  if (supports(type, 'revisions')) {
    const { count, latestId } = post.revisionSummary;
    out['version-history'] = [{ count, href: restUrl(siteUrl, `${base}/${post.id}/revisions`) }];
    if (count > 0 && latestId)
      out['predecessor-version'] = [
        { id: latestId, href: restUrl(siteUrl, `${base}/${post.id}/revisions/${latestId}`) },
      ];
  }
  if (type.hierarchical && post.parent)
    out.up = [{ embeddable: true, href: restUrl(siteUrl, `${base}/${post.parent}`) }];
  if (post.featuredMedia)
    out['https://api.w.org/featuredmedia'] = [
      { embeddable: true, href: restUrl(siteUrl, `/cms/v2/media/${post.featuredMedia}`) },
    ];
  out['https://api.w.org/attachment'] = [{ href: restUrl(siteUrl, '/cms/v2/media', { parent: post.id }) }];
  if (type.taxonomies.length)
    out['https://api.w.org/term'] = type.taxonomies.map((name) => ({
      taxonomy: name,
      embeddable: true,
      href: restUrl(siteUrl, `/cms/v2/${TAXONOMIES[name].restBase}`, { post: post.id }),
    }));
  // In edit context the actions the caller may take point at the item itself.
  if (context === 'edit')
    for (const action of post.editActions)
      out[`https://api.w.org/${action}`] = [{ href: restUrl(siteUrl, `${base}/${post.id}`) }];
  return compactLinks(out);
}

/** A post, page or requirement in the reference's key order, with only the fields of the context. */
export function serializePost(siteUrl: string, post: GqlPost, context: RestContext) {
  const type = POST_TYPES[post.type];
  const text = (field: Rendered, extra: (keyof Rendered)[]) => {
    const out: Record<string, unknown> = {};
    if (context === 'edit') out.raw = field.raw ?? '';
    out.rendered = field.rendered;
    if (extra.includes('protected')) out.protected = field.protected;
    if (extra.includes('blockVersion') && context === 'edit') out.block_version = field.blockVersion;
    return out;
  };
  const out = inContext(context, [
    ['id', VEM, () => post.id],
    ['date', VEM, () => post.date],
    ['date_gmt', VE, () => post.dateGmt],
    [
      'guid',
      VE,
      () => (context === 'edit' ? { rendered: post.guid, raw: post.guid } : { rendered: post.guid }),
    ],
    ['modified', VE, () => post.modified],
    ['modified_gmt', VE, () => post.modifiedGmt],
    ['password', E, () => post.password ?? ''],
    ['slug', VEM, () => post.slug],
    ['status', VE, () => post.status],
    ['type', VEM, () => post.type],
    ['link', VEM, () => post.link],
    ['title', VEM, () => text(post.title, [])],
    ['content', VE, () => text(post.content, ['protected', 'blockVersion'])],
    ['excerpt', VEM, () => text(post.excerpt, ['protected'])],
    ['author', VEM, () => post.author, supports(type, 'author')],
    ['featured_media', VEM, () => post.featuredMedia, supports(type, 'thumbnail')],
    ['parent', VE, () => post.parent, type.hierarchical],
    ['menu_order', VE, () => post.menuOrder, supports(type, 'page-attributes')],
    ['comment_status', VE, () => post.commentStatus, supports(type, 'comments')],
    ['ping_status', VE, () => post.pingStatus, supports(type, 'comments')],
    ['sticky', VE, () => post.sticky, supports(type, 'sticky')],
    ['template', VE, () => post.template],
    ['format', VE, () => post.format, supports(type, 'post-formats')],
    ['meta', VE, () => post.meta, supports(type, 'custom-fields')],
    ...type.taxonomies.map((name): FieldSpec => [
      TAXONOMIES[name].restBase,
      VE,
      () => post.terms.filter((t) => t.taxonomy === name).map((t) => t.id),
    ]),
    ['permalink_template', E, () => post.link],
    ['generated_slug', E, () => post.generatedSlug],
    ['class_list', VE, () => classList(post)],
  ]);
  out._links = links(siteUrl, post, context);
  return out;
}
