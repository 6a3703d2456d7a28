/** @jsxImportSource react */
import { Inserter } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { EditorHistoryRedo, EditorHistoryUndo, store as editorStore } from '@wordpress/editor';
import { CONFIG } from './config.js';
import { PostPreviewButton, PostPublishButton, PostSavedState } from './editor-parts.js';

/** The editor's top bar: back to the list, insert, undo/redo, revisions, save, preview, publish. */
export function EditorHeader({
  type,
  onRevisions,
  settingsOpen,
  onSettings,
}: {
  type: string;
  onRevisions: () => void;
  settingsOpen: boolean;
  onSettings: () => void;
}) {
  const revisions = useSelect((select) => select(editorStore).getCurrentPostRevisionsCount(), []);
  return (
    <header className="portico-editor__header">
      <a className="portico-editor__back" href={`${CONFIG.base}/edit/?type=${encodeURIComponent(type)}`}>
        All {type === 'page' ? 'pages' : 'posts'}
      </a>
      <Inserter rootClientId={undefined} />
      <EditorHistoryUndo />
      <EditorHistoryRedo />
      <div className="portico-editor__spacer" />
      {revisions > 0 && (
        <Button variant="tertiary" onClick={onRevisions}>
          Revisions ({revisions})
        </Button>
      )}
      <PostSavedState />
      <PostPreviewButton />
      <PostPublishButton />
      <Button
        variant={settingsOpen ? 'secondary' : 'tertiary'}
        aria-expanded={settingsOpen}
        onClick={onSettings}
      >
        Settings
      </Button>
    </header>
  );
}
