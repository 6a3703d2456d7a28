import { POST_TYPES, TAXONOMIES, supports } from '../../src/content/post-type-registry.js';
import { inContext, type ItemSchema, type RestContext } from './item-schema.js';
import { compactLinks, repliesLink, restUrl } from './links.js';
import { itemMethods } from './route.js';
import * as op from '../operations.generated.js';

export type { RestContext };

interface Rendered {
  raw: string | null;
  rendered: string;
  protected?: boolean;
  blockVersion?: number;
}

const TAXONOMY_CLASS: Record<string, string> = { category: 'category', post_tag: 'tag' };

function classList(post: op.RestPostFragment): string[] {
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

function links(siteUrl: string, post: op.RestPostFragment, context: RestContext) {
  const type = POST_TYPES[post.type];
  const base = `/cms/v2/${type.restBase}`;
  const out: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${base}/${post.id}`), targetHints: { allow: itemMethods(post) } }],
    collection: [{ href: restUrl(siteUrl, base) }],
    about: [{ href: restUrl(siteUrl, `/cms/v2/types/${post.type}`) }],
  };
  if (supports(type, 'author') && post.author)
    out.author = [{ embeddable: true, href: restUrl(siteUrl, `/cms/v2/users/${post.author}`) }];
  if (supports(type, 'comments')) out.replies = [repliesLink(siteUrl, post.id)];
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
export function serializePost(
  siteUrl: string,
  schema: ItemSchema,
  post: op.RestPostFragment,
  context: RestContext,
) {
  // Title has neither `protected` nor a block version; the schema drops what the context hides.
  const text = ({ raw, rendered, protected: locked, blockVersion }: Rendered) => ({
    raw: raw ?? '',
    rendered,
    ...(locked === undefined ? {} : { protected: locked }),
    ...(blockVersion === undefined ? {} : { block_version: blockVersion }),
  });
  const type = POST_TYPES[post.type];
  const { wp_pattern_sync_status: syncStatus = '', ...meta } = post.meta;
  const out = inContext(schema, context, [
    ['id', () => post.id],
    ['date', () => post.date],
    ['date_gmt', () => post.dateGmt],
    ['guid', () => ({ rendered: post.guid, raw: post.guid })],
    ['modified', () => post.modified],
    ['modified_gmt', () => post.modifiedGmt],
    ['password', () => post.password ?? ''],
    ['slug', () => post.slug],
    ['status', () => post.status],
    ['type', () => post.type],
    ['link', () => post.link],
    ['title', () => text(post.title)],
    ['content', () => text(post.content)],
    ['excerpt', () => text(post.excerpt)],
    ['author', () => post.author],
    ['featured_media', () => post.featuredMedia],
    ['parent', () => post.parent],
    ['menu_order', () => post.menuOrder],
    ['comment_status', () => post.commentStatus],
    ['ping_status', () => post.pingStatus],
    ['sticky', () => post.sticky],
    ['template', () => post.template],
    ['format', () => post.format],
    ['meta', () => meta],
    ...type.taxonomies.map((name): [string, () => unknown] => [
      TAXONOMIES[name].restBase,
      () => post.terms.filter((t) => t.taxonomy === name).map((t) => t.id),
    ]),
    ['permalink_template', () => post.link],
    ['generated_slug', () => post.generatedSlug],
    ['class_list', () => classList(post)],
    ['wp_pattern_sync_status', () => syncStatus],
  ]);
  out._links = links(siteUrl, post, context);
  return out;
}
