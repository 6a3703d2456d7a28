/** @jsxImportSource react */
import './flags.js';
import { registerCoreBlocks } from '@wordpress/block-library';
import { unregisterBlockType } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { createRoot } from '@wordpress/element';
import '@wordpress/format-library';
import { store as preferencesStore } from '@wordpress/preferences';
import { gql, setUpApiFetch } from './api.js';
import { CONFIG, editUrl } from './config.js';
import { EditorApp } from './editor-app.js';
import { PostsList } from './posts-list.js';
import './editor.css';

/** A new item is made at once (an auto-draft, as WordPress does), so the address names it. */
async function itemToEdit(type: string, id: string): Promise<number> {
  if (id !== 'new') return Number(id);
  const { createAutoDraft } = await gql<{ createAutoDraft: { databaseId: number } }>(
    'mutation NewItem($type: ContentType!) { createAutoDraft(type: $type) { databaseId } }',
    { type: type.toUpperCase() },
  );
  history.replaceState(null, '', editUrl(type, createAutoDraft.databaseId));
  return createAutoDraft.databaseId;
}

async function start() {
  setUpApiFetch();
  dispatch(preferencesStore).setDefaults('core', {
    editorMode: 'visual',
    fixedToolbar: false,
    showBlockBreadcrumbs: true,
    inactivePanels: [],
    openPanels: [
      'post-status',
      'featured-image',
      'post-excerpt',
      'taxonomy-panel-category',
      'taxonomy-panel-post_tag',
    ],
  });
  registerCoreBlocks();
  // The classic block is TinyMCE from wp-admin, which Portico does not ship.
  unregisterBlockType('core/freeform');
  const root = createRoot(document.getElementById('app')!);
  if (CONFIG.type === 'list') return root.render(<PostsList />);
  const id = await itemToEdit(CONFIG.type, CONFIG.id);
  root.render(<EditorApp type={CONFIG.type} id={id} />);
}

start().catch((error: unknown) => {
  document.getElementById('app')!.textContent = `The editor could not start: ${String(error)}`;
});
