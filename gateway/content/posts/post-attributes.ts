import {
  supports,
  type Feature,
  type PostType,
} from '../../../src/content/content-model/post-type-registry.js';

/**
 * The reference fixes which of these attributes posts and pages have, whatever they support (a page has
 * an excerpt without supporting `excerpt`); other types have what they support.
 */
const FIXED_COMMON: readonly Feature[] = [
  'title',
  'editor',
  'author',
  'excerpt',
  'thumbnail',
  'comments',
  'revisions',
];
const FIXED_ATTRIBUTES: Record<string, readonly Feature[]> = {
  post: [...FIXED_COMMON, 'post-formats', 'custom-fields'],
  page: [...FIXED_COMMON, 'page-attributes', 'custom-fields'],
};
export const hasAttribute = (type: PostType, attribute: Feature) =>
  FIXED_ATTRIBUTES[type.name]?.includes(attribute) ?? supports(type, attribute);
