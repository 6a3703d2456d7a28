/** @jsxImportSource react */
import { Button, Notice } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { CONFIG, editUrl } from './config.js';

interface Item {
  id: number;
  status: string;
  modified_gmt: string;
  title: { raw: string };
}

const TYPES = { post: 'Posts', page: 'Pages' } as const;
type Listed = keyof typeof TYPES;
const STATUS_NAMES: Record<string, string> = {
  publish: 'Published',
  future: 'Scheduled',
  draft: 'Draft',
  pending: 'Pending review',
  private: 'Private',
};

/** The posts and pages one may edit, the last changed first, each opening in the editor. */
export function PostsList() {
  const initial = new URLSearchParams(location.search).get('type');
  const [type, setType] = useState<Listed>(initial === 'page' ? 'page' : 'post');
  const { items, error } = useSelect(
    (select) => {
      const query = { context: 'edit', per_page: 50, orderby: 'modified', status: Object.keys(STATUS_NAMES) };
      const core = select(coreStore);
      return {
        items: core.getEntityRecords('postType', type, query) as Item[] | null,
        error: core.getResolutionError?.('getEntityRecords', ['postType', type, query]) as Error | undefined,
      };
    },
    [type],
  );
  return (
    <main className="portico-list">
      <header className="portico-list__header">
        <h1>{TYPES[type]}</h1>
        <nav aria-label="Content types">
          {(Object.keys(TYPES) as Listed[]).map((name) => (
            <Button
              key={name}
              variant={name === type ? 'primary' : 'secondary'}
              onClick={() => setType(name)}
            >
              {TYPES[name]}
            </Button>
          ))}
        </nav>
        <Button variant="primary" href={editUrl(type, 'new')}>
          Add {type === 'page' ? 'page' : 'post'}
        </Button>
        <a href={`${CONFIG.base}/projects/`}>Monitoring</a>
      </header>
      {error && (
        <Notice status="error" isDismissible={false}>
          {error.message}
        </Notice>
      )}
      {items === null && !error ? (
        <p>Loading…</p>
      ) : (
        <table className="portico-list__table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {(items ?? []).map((item) => (
              <tr key={item.id}>
                <td>
                  <a href={editUrl(type, item.id)}>{item.title.raw || '(no title)'}</a>
                </td>
                <td>{STATUS_NAMES[item.status] ?? item.status}</td>
                <td>{new Date(`${item.modified_gmt}Z`).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
