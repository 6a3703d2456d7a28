/** @jsxImportSource react */
import { BlockInspector, store as blockEditorStore } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { PageAttributesPanel, PostExcerptPanel, PostPendingStatus, PostURLPanel } from '@wordpress/editor';
import { useEffect, useState } from '@wordpress/element';
import { PostFeaturedImagePanel, PostSchedulePanel, PostTaxonomiesPanel, PostTrash } from './editor-parts.js';

/** The document's settings, as wp-admin's "Post" tab groups them. */
function DocumentSettings() {
  return (
    <>
      <PanelBody title="Status" initialOpen>
        <PostSchedulePanel />
        <PostURLPanel />
        <PostPendingStatus />
        <div className="portico-editor__row">
          <PostTrash />
        </div>
      </PanelBody>
      <PostFeaturedImagePanel />
      <PostTaxonomiesPanel />
      <PostExcerptPanel />
      <PageAttributesPanel />
    </>
  );
}

/** The sidebar: the document's settings, or the selected block's (it follows the selection, as in wp-admin). */
export function EditorSidebar() {
  const selected = useSelect(
    // The package's store is untyped.
    (select) =>
      (
        select(blockEditorStore) as unknown as { getSelectedBlockClientId(): string | null }
      ).getSelectedBlockClientId(),
    [],
  );
  const [tab, setTab] = useState<'document' | 'block'>('document');
  useEffect(() => setTab(selected ? 'block' : 'document'), [selected]);
  return (
    <aside className="portico-editor__sidebar" aria-label="Settings">
      <div className="portico-editor__tabs" role="tablist">
        {(['document', 'block'] as const).map((name) => (
          <Button
            key={name}
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'is-active' : undefined}
            onClick={() => setTab(name)}
          >
            {name === 'document' ? 'Post' : 'Block'}
          </Button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'document' ? <DocumentSettings /> : <BlockInspector />}</div>
    </aside>
  );
}
