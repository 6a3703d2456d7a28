import { CONFIG } from './config.js';
import { meta } from '../shared/graphql.js';

/**
 * The editor's settings: what WordPress's get_block_editor_settings() gives a classic theme, for
 * Portico's built-in theme (its layout widths and presets are those of its theme.json).
 */
export function editorSettings() {
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
    __experimentalFeatures: {
      layout: { contentSize: '720px', wideSize: '1100px' },
      color: {
        custom: true,
        palette: {
          default: [
            { slug: 'black', name: 'Black', color: '#000000' },
            { slug: 'white', name: 'White', color: '#ffffff' },
            { slug: 'accent', name: 'Accent', color: '#3858e9' },
          ],
        },
      },
      typography: {
        fontSizes: {
          default: [
            { slug: 'small', name: 'Small', size: '14px' },
            { slug: 'medium', name: 'Medium', size: '18px' },
            { slug: 'large', name: 'Large', size: '28px' },
          ],
        },
      },
      spacing: { padding: true, margin: true, units: ['px', 'em', 'rem', '%'] },
    },
    // The canvas is an iframe: its styles come from this site's sheet, not copied inline.
    __unstableResolvedAssets: { styles: `<link rel="stylesheet" href="${CONFIG.canvasCss}">`, scripts: '' },
  };
}
