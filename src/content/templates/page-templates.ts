import type { EntityManager } from '../../db/orm.js';
import { Post } from '../posts/post.entity.js';
import { TEMPLATE_FILES, THEME } from './portico-theme.js';

/**
 * The templates an item may name in its `template` field: the user-created ones (the portico theme
 * declares no page templates of its own), oldest first.
 */
export async function pageTemplateSlugs(em: EntityManager): Promise<string[]> {
  const posts = await em.find(Post, { type: 'wp_template', status: 'publish' }, { orderBy: { id: 'asc' } });
  return posts
    .filter(
      (post) => post.meta.theme === THEME.slug && !TEMPLATE_FILES.some((file) => file.slug === post.slug),
    )
    .map((post) => post.slug);
}
