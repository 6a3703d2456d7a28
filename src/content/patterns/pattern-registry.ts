/**
 * The block pattern registry: WordPress's core pattern categories, in its order of registration. The
 * built-in theme registers no patterns and, like a theme without `core-block-patterns`, loads none of
 * WordPress's (they come from its pattern directory); the site's own patterns are its `wp_block` items.
 */
// prettier-ignore
export const PATTERN_CATEGORIES: readonly (readonly [name: string, label: string, description: string])[] = [
  ['banner', 'Banners', 'Bold sections designed to showcase key content.'],
  ['buttons', 'Buttons', 'Patterns that contain buttons and call to actions.'],
  ['columns', 'Columns', 'Multi-column patterns with more complex layouts.'],
  ['text', 'Text', 'Patterns containing mostly text.'],
  ['query', 'Posts', 'Display your latest posts in lists, grids or other layouts.'],
  ['featured', 'Featured', 'A set of high quality curated patterns.'],
  ['call-to-action', 'Call to action', 'Sections whose purpose is to trigger a specific action.'],
  ['team', 'Team', 'A variety of designs to display your team members.'],
  ['testimonials', 'Testimonials', 'Share reviews and feedback about your brand/business.'],
  ['services', 'Services', 'Briefly describe what your business does and how you can help.'],
  ['contact', 'Contact', 'Display your contact information.'],
  ['about', 'About', 'Introduce yourself.'],
  ['portfolio', 'Portfolio', 'Showcase your latest work.'],
  ['gallery', 'Gallery', 'Different layouts for displaying images.'],
  ['media', 'Media', 'Different layouts containing video or audio.'],
  ['videos', 'Videos', 'Different layouts containing videos.'],
  ['audio', 'Audio', 'Different layouts containing audio.'],
  ['posts', 'Posts', 'Display your latest posts in lists, grids or other layouts.'],
  ['footer', 'Footers', 'A variety of footer designs displaying information and site navigation.'],
  ['header', 'Headers', 'A variety of header designs displaying your site title and navigation.'],
  ['navigation', 'Navigation', 'A variety of designs displaying site navigation.'],
];

/** A registered pattern: what the inserter offers. */
export interface RegisteredPattern {
  name: string;
  title: string;
  content: string;
  description?: string;
  categories?: string[];
  keywords?: string[];
  blockTypes?: string[];
  postTypes?: string[];
  inserter?: boolean;
}

/** The registered patterns: none (see above). */
export const REGISTERED_PATTERNS: readonly RegisteredPattern[] = [];
