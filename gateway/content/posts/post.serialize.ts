import { POST_TYPES, TAXONOMIES, supports } from '../../../src/content/content-model/post-type-registry.js';
import type { FieldTable } from '../rest/field-table.js';
import type { RestContext } from '../rest/item-schema.js';
import { compactLinks, repliesLink, restUrl } from '../rest/links.js';
import { itemMethods } from '../rest/route.js';
import type { RestPostFragment } from './posts.generated.js';

export type { RestContext };

const TAXONOMY_CLASS: Record<string, string> = { category: 'category', post_tag: 'tag' };

/** The class names of the post's container element (the reference's post_class). */
export function classList(post: RestPostFragment): string[] {
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

function links(siteUrl: string, post: RestPostFragment, context: RestContext) {
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
  table: FieldTable<RestPostFragment>,
  post: RestPostFragment,
  context: RestContext,
) {
  const out = table.show(post, context);
  out._links = links(siteUrl, post, context);
  return out;
}
