/** @jsxImportSource react */
import { BlockBreadcrumb, BlockCanvas, BlockList, BlockTools } from '@wordpress/block-editor';
import { Notice, Popover, SlotFillProvider } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { AutosaveMonitor, LocalAutosaveMonitor, PostTitle, UnsavedChangesWarning } from '@wordpress/editor';
import { useMemo, useState } from '@wordpress/element';
import { InlineNotices, SnackbarNotices } from '@wordpress/notices';
import { EditorHeader } from './editor-header.js';
import { ExperimentalEditorProvider } from './private-apis.js';
import { EditorSidebar } from './editor-sidebar.js';
import { RevisionsModal } from './revisions.js';
import { editorSettings } from './settings.js';

/**
 * WordPress's block editor on one item: the header's actions, the canvas (title and blocks, in an
 * iframe as in wp-admin), the sidebar's document and block settings. Saving, autosaving, uploads and
 * link search are the editor's own, through core-data against this site's REST API.
 */
export function EditorApp({ type, id }: { type: string; id: number }) {
  // Undefined until loaded; a theme without global styles gives none.
  const features = useSelect((select) => {
    const core = select(coreStore);
    const styles = core.__experimentalGetCurrentThemeBaseGlobalStyles() as { settings?: object } | undefined;
    return core.hasFinishedResolution('__experimentalGetCurrentThemeBaseGlobalStyles', [])
      ? (styles?.settings ?? {})
      : undefined;
  }, []);
  const settings = useMemo(() => editorSettings(features ?? {}), [features]);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  // Beside the canvas on a wide screen; over it, when asked for, on a phone (wp-admin's breakpoint).
  const [settingsOpen, setSettingsOpen] = useState(() => matchMedia('(min-width: 782px)').matches);
  const { post, error, loaded } = useSelect(
    (select) => {
      const core = select(coreStore);
      const args = ['postType', type, id];
      return {
        post: core.getEntityRecord('postType', type, id) as object | undefined,
        loaded: core.hasFinishedResolution('getEntityRecord', args),
        error: core.getResolutionError?.('getEntityRecord', args) as Error | undefined,
      };
    },
    [type, id],
  );
  if (!post && loaded)
    return (
      <Notice status="error" isDismissible={false}>
        {error?.message ?? 'This item does not exist, or you may not edit it.'}
      </Notice>
    );
  if (!post || !features) return <p className="portico-editor__loading">Loading the editor…</p>;
  return (
    <SlotFillProvider>
      <ExperimentalEditorProvider post={post} settings={settings} useSubRegistry={false}>
        <AutosaveMonitor />
        <LocalAutosaveMonitor />
        <UnsavedChangesWarning />
        <div className="portico-editor">
          <EditorHeader
            type={type}
            onRevisions={() => setRevisionsOpen(true)}
            settingsOpen={settingsOpen}
            onSettings={() => setSettingsOpen(!settingsOpen)}
          />
          <div className="portico-editor__body">
            <main className="portico-editor__canvas" aria-label="Editor content">
              <InlineNotices />
              {/* The selected block's toolbar floats over the canvas. */}
              <BlockTools className="portico-editor__tools">
                <BlockCanvas height="100%">
                  <div className="editor-visual-editor__post-title-wrapper is-layout-constrained">
                    <PostTitle />
                  </div>
                  <BlockList className="is-layout-constrained" />
                </BlockCanvas>
              </BlockTools>
            </main>
            {settingsOpen && <EditorSidebar />}
          </div>
          <footer className="portico-editor__footer">
            <BlockBreadcrumb />
          </footer>
        </div>
        {revisionsOpen && <RevisionsModal type={type} id={id} onClose={() => setRevisionsOpen(false)} />}
        <SnackbarNotices className="components-editor-notices__snackbar" />
        <Popover.Slot />
      </ExperimentalEditorProvider>
    </SlotFillProvider>
  );
}
