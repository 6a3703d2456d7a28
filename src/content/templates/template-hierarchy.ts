import { POST_TYPES, TAXONOMIES } from '../content-model/post-type-registry.js';

/**
 * The reference's template hierarchy of a slug (get_template_hierarchy): the slug, its prefix or the
 * type it names, `archive`/`singular` where they apply, and `index` last.
 */
export function templateHierarchy(slug: string, isCustom = false, templatePrefix = ''): string[] {
  if (slug === 'index') return ['index'];
  if (isCustom) return ['page', 'singular', 'index'];
  if (slug === 'front-page') return ['front-page', 'home', 'index'];
  const hierarchy = [slug];
  let match: RegExpExecArray | null;
  if (templatePrefix) {
    const [type] = templatePrefix.split('-');
    if (!hierarchy.includes(templatePrefix)) hierarchy.push(templatePrefix);
    if (slug !== type) hierarchy.push(type);
  } else if ((match = /^(author|category|archive|tag|page)-.+$/.exec(slug))) {
    hierarchy.push(match[1]);
  } else if ((match = /^(taxonomy|single)-(.+)$/.exec(slug))) {
    const [, kind, rest] = match;
    const items = kind === 'single' ? Object.keys(POST_TYPES) : Object.keys(TAXONOMIES);
    for (const item of items) {
      if (!rest.startsWith(item)) continue;
      if (rest === item) {
        hierarchy.push(kind);
        break;
      }
      if (rest.length > item.length + 1) {
        hierarchy.push(`${kind}-${item}`, kind);
        break;
      }
    }
  }
  if (['author', 'taxonomy', 'category', 'tag'].some((prefix) => slug.startsWith(prefix)) || slug === 'date')
    hierarchy.push('archive');
  if (slug === 'attachment') hierarchy.push('single');
  if (slug.startsWith('single') || slug.startsWith('page') || slug === 'attachment')
    hierarchy.push('singular');
  hierarchy.push('index');
  return hierarchy;
}
