/**
 * The built-in block theme as WordPress's themes controller describes a theme: its header, the theme
 * supports a block theme gets (Twenty Twenty-Five's, whose settings rendering follows), and the
 * template types and template part areas the editor offers.
 */
import { THEME } from '../templates/portico-theme.js';

export const THEME_HEADER = {
  stylesheet: THEME.slug,
  template: THEME.slug,
  name: THEME.name,
  description:
    'The block theme built into Portico: its templates and parts render as Twenty Twenty-Five does.',
  version: '1.0',
  author: 'Portico',
  textDomain: THEME.slug,
  tags: ['block-patterns', 'full-site-editing', 'post-formats'],
};

/** Supports, in the reference's order of registration: a block theme's defaults, with every post format. */
export const THEME_SUPPORTS = {
  alignWide: false,
  automaticFeedLinks: true,
  blockTemplates: true,
  blockTemplateParts: false,
  customBackground: false,
  customHeader: false,
  customLogo: false,
  customizeSelectiveRefreshWidgets: false,
  darkEditorStyle: false,
  disableCustomColors: false,
  disableCustomFontSizes: false,
  disableCustomGradients: false,
  disableLayoutStyles: false,
  editorColorPalette: false,
  editorFontSizes: false,
  editorGradientPresets: false,
  editorSpacingSizes: false,
  editorStyles: true,
  html5: ['comment-form', 'comment-list', 'search-form', 'gallery', 'caption', 'style', 'script'],
  formats: ['standard', 'aside', 'audio', 'chat', 'gallery', 'image', 'link', 'quote', 'status', 'video'],
  postThumbnails: true,
  responsiveEmbeds: true,
  titleTag: false,
  wpBlockStyles: false,
};

/** get_allowed_block_template_part_areas(): the areas a template part may fill. */
// prettier-ignore
export const TEMPLATE_PART_AREA_DEFINITIONS = [
  { area: 'uncategorized', label: 'General', description: 'General templates often perform a specific role like displaying post content, and are not tied to any particular area.', icon: 'layout', tag: 'div' },
  { area: 'header', label: 'Header', description: 'The Header template defines a page area that typically contains a title, logo, and main navigation.', icon: 'header', tag: 'header' },
  { area: 'footer', label: 'Footer', description: 'The Footer template defines a page area that typically contains site credits, social links, or any other combination of blocks.', icon: 'footer', tag: 'footer' },
  { area: 'navigation-overlay', label: 'Navigation Overlay', description: 'The Navigation Overlay template defines an overlay area that typically contains navigation links and can be toggled open and closed.', icon: 'navigation-overlay', tag: 'div' },
] as const;
