import { POST_TYPES, TAXONOMIES } from '../content-model/post-type-registry.js';

/** The types the search looks through: the viewable post-like ones (media are not among them). */
export const SEARCHED_TYPES = Object.values(POST_TYPES)
  .filter((type) => type.viewable)
  .map((type) => type.name);
/** The taxonomies it looks through: the public ones. */
export const SEARCHED_TAXONOMIES = Object.values(TAXONOMIES)
  .filter((taxonomy) => taxonomy.public)
  .map((taxonomy) => taxonomy.name);
