/** @jsxImportSource react */
import { parse } from '@wordpress/blocks';
import { Button, Modal } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useState } from '@wordpress/element';
import { lineDiff } from './line-diff.js';

interface Revision {
  id: number;
  date_gmt: string;
  author: number;
  title: { raw: string };
  content: { raw: string };
  excerpt: { raw: string };
}

/** The item's revisions, newest first: each compared with the text being edited, and restorable. */
export function RevisionsModal({ type, id, onClose }: { type: string; id: number; onClose: () => void }) {
  const revisions = useSelect(
    (select) =>
      (select(coreStore).getRevisions('postType', type, id, { per_page: 100, context: 'edit' }) ??
        []) as unknown as Revision[],
    [type, id],
  );
  const current = useSelect(
    (select) => ({
      title: select(editorStore).getEditedPostAttribute('title') as string,
      content: select(editorStore).getEditedPostContent(),
    }),
    [],
  );
  const { editPost, resetEditorBlocks, savePost } = useDispatch(editorStore);
  const [chosen, setChosen] = useState<number | null>(null);
  const revision = revisions.find((r) => r.id === chosen) ?? revisions[0];

  const restore = async (from: Revision) => {
    editPost({ title: from.title.raw, excerpt: from.excerpt.raw, content: from.content.raw });
    resetEditorBlocks(parse(from.content.raw));
    await savePost();
    onClose();
  };

  return (
    <Modal title="Revisions" onRequestClose={onClose} size="large">
      <div className="portico-revisions">
        <ol className="portico-revisions__list" aria-label="Revisions, newest first">
          {revisions.map((r) => (
            <li key={r.id}>
              <Button
                variant={r.id === revision?.id ? 'primary' : 'tertiary'}
                onClick={() => setChosen(r.id)}
              >
                {new Date(`${r.date_gmt}Z`).toLocaleString()}
              </Button>
            </li>
          ))}
        </ol>
        {revision && (
          <section className="portico-revisions__compare" aria-label="Compared with the text being edited">
            <p>
              Lines marked − are in this revision only, + in the text being edited only.{' '}
              <Button variant="secondary" onClick={() => void restore(revision)}>
                Restore this revision
              </Button>
            </p>
            <pre className="portico-revisions__diff">
              {lineDiff(
                `${revision.title.raw}\n\n${revision.content.raw}`,
                `${current.title}\n\n${current.content}`,
              ).map((line, index) => (
                <span key={index} className={`is-${line.kind}`}>
                  {line.kind === 'same' ? '  ' : line.kind === 'added' ? '+ ' : '− '}
                  {line.text}
                  {'\n'}
                </span>
              ))}
            </pre>
          </section>
        )}
      </div>
    </Modal>
  );
}
