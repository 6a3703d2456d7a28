import {
  supports,
  TAXONOMIES,
  type PostType,
} from '../../../src/content/content-model/post-type-registry.js';
import type { PropertySchema, SchemaLink } from '../rest/item-schema.js';
import { restUrl } from '../rest/links.js';
import { hasAttribute } from './post-attributes.js';

/** The actions an edit-context item may link to, each with the part of the item it grants. */
export function actionLinks(siteUrl: string, type: PostType): SchemaLink[] {
  const href = restUrl(siteUrl, `/cms/v2/${type.restBase}/{id}`);
  const link = (rel: string, title: string, properties: Record<string, unknown>): SchemaLink => ({
    rel: `https://api.w.org/${rel}`,
    title,
    href,
    targetSchema: { type: 'object', properties: properties as PropertySchema['properties'] },
  });
  const links = [
    link('action-publish', 'The current user can publish this post.', {
      status: { type: 'string', enum: ['publish', 'future'] },
    }),
    link('action-unfiltered-html', 'The current user can post unfiltered HTML markup and JavaScript.', {
      content: { raw: { type: 'string' } },
    }),
  ];
  if (supports(type, 'sticky'))
    links.push(
      link('action-sticky', 'The current user can sticky this post.', { sticky: { type: 'boolean' } }),
    );
  if (hasAttribute(type, 'author'))
    links.push(
      link('action-assign-author', 'The current user can change the author on this post.', {
        author: { type: 'integer' },
      }),
    );
  for (const name of type.taxonomies) {
    const terms = { [TAXONOMIES[name].restBase]: { type: 'array', items: { type: 'integer' } } };
    const base = TAXONOMIES[name].restBase;
    links.push(
      link(`action-assign-${base}`, `The current user can assign terms in the ${name} taxonomy.`, terms),
      link(`action-create-${base}`, `The current user can create terms in the ${name} taxonomy.`, terms),
    );
  }
  return links;
}
