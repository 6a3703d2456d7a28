import { CONFIG } from './config.js';
import { meta } from '../shared/graphql.js';

/**
 * The editor's settings: what WordPress's get_block_editor_settings() gives, for Portico's built-in
 * theme, whose global settings (`features`) the REST API serves.
 */
export function editorSettings(features: object) {
  return {
    alignWide: true,
    allowedBlockTypes: true,
    allowedMimeTypes: JSON.parse(meta('portico-mime-types') || '{}') as Record<string, string>,
    maxUploadFileSize: CONFIG.maxUploadBytes,
    imageSizes: [
      { slug: 'thumbnail', name: 'Thumbnail' },
      { slug: 'medium', name: 'Medium' },
      { slug: 'large', name: 'Large' },
      { slug: 'full', name: 'Full Size' },
    ],
    imageDefaultSize: 'large',
    imageEditing: true,
    titlePlaceholder: 'Add title',
    bodyPlaceholder: 'Type / to choose a block',
    isRTL: false,
    autosaveInterval: 60,
    localAutosaveInterval: 15,
    richEditingEnabled: true,
    codeEditingEnabled: true,
    canLockBlocks: true,
    enableCustomFields: false,
    supportsLayout: true,
    disablePostFormats: true,
    defaultRenderingMode: 'post-only',
    // Revisions are compared in a panel of this page (./revisions.tsx): the editor's own revisions
    // mode needs parts of wp-admin that the packages keep private.
    disableVisualRevisions: true,
    styles: [],
    // The theme's global settings (presets, layout widths, tools), as wp-admin passes them.
    __experimentalFeatures: features,
    // The canvas is an iframe: its styles come from this site's sheet, not copied inline.
    __unstableResolvedAssets: { styles: `<link rel="stylesheet" href="${CONFIG.canvasCss}">`, scripts: '' },
  };
}
