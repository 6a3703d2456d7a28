import { useEffect, useMemo, useState } from 'preact/hooks';
import { gql, subscribe } from './api.js';
import { duration, fullDate, relative, STATUS_ORDER, tagsOf } from './format.js';
import { CHECK_EVENTS, CHECKS, PAUSE, RESUME } from './operations.js';
import { ProjectHeader, useProject } from './project-header.js';
import { Link } from './router.js';
import { Alert, StatusBadge } from './status.js';
import type { CheckRow } from './types.js';
import { useData, useTick } from './use-data.js';

type Sort = 'created' | 'name' | 'status' | 'lastPing';

/** Every check of the project, page after page. */
async function loadChecks(project: string): Promise<CheckRow[]> {
  const checks: CheckRow[] = [];
  let after: string | null = null;
  do {
    type Page = { checks: { nodes: CheckRow[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const page: Page = await gql<Page>(CHECKS, { project, after });
    checks.push(...page.checks.nodes);
    after = page.checks.pageInfo.hasNextPage ? page.checks.pageInfo.endCursor : null;
  } while (after);
  return checks;
}

const sorters: Record<Sort, (a: CheckRow, b: CheckRow) => number> = {
  created: () => 0,
  name: (a, b) => (a.name || a.uuid).localeCompare(b.name || b.uuid),
  status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  lastPing: (a, b) => (b.lastPing ?? '').localeCompare(a.lastPing ?? ''),
};

function matches(check: CheckRow, search: string, tags: Set<string>): boolean {
  const own = tagsOf(check.tags);
  if ([...tags].some((tag) => !own.includes(tag))) return false;
  const needle = search.trim().toLowerCase();
  return (
    !needle || [check.name, check.slug, check.desc, check.uuid].some((v) => v.toLowerCase().includes(needle))
  );
}

/** A project's checks: filter by tag, search, sort, pause and resume (one or many), live. */
export function ChecksPage({ uuid }: { uuid: string }) {
  const project = useProject(uuid);
  const checks = useData(() => loadChecks(uuid), [uuid]);
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<Sort>('created');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [actionError, setActionError] = useState<string>();
  const now = useTick(10_000);

  useEffect(() => {
    type Event = { checkEvents: { kind: string; checkUuid: string; check: CheckRow | null } };
    const stop = subscribe<Event>(CHECK_EVENTS, { project: uuid }, ({ checkEvents: event }) =>
      checks.setData((list) => {
        if (!list) return list;
        const rest = list.filter((check) => check.uuid !== event.checkUuid);
        if (!event.check) return rest;
        const at = list.findIndex((check) => check.uuid === event.checkUuid);
        return at < 0 ? [...list, event.check] : list.map((check, i) => (i === at ? event.check! : check));
      }),
    );
    // Late (grace) follows from time alone, with no event: read the list again now and then.
    const timer = setInterval(() => void checks.reload(), 60_000);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [uuid]);

  const allTags = useMemo(
    () => [...new Set((checks.data ?? []).flatMap((check) => tagsOf(check.tags)))].sort(),
    [checks.data],
  );
  const shown = useMemo(
    () => (checks.data ?? []).filter((check) => matches(check, search, tags)).sort(sorters[sort]),
    [checks.data, search, tags, sort],
  );
  const canChange = project.data?.viewerCanChange ?? false;

  async function act(ids: string[], pause: boolean) {
    setActionError(undefined);
    try {
      for (const id of ids) {
        const data = await gql<Record<string, CheckRow>>(pause ? PAUSE : RESUME, { id });
        const changed = Object.values(data)[0];
        checks.setData((list) => list?.map((check) => (check.uuid === changed.uuid ? changed : check)));
      }
      setSelected(new Set());
    } catch (error) {
      setActionError((error as Error).message);
    }
  }

  const toggleTag = (tag: string) =>
    setTags((current) => {
      const next = new Set(current);
      if (!next.delete(tag)) next.add(tag);
      return next;
    });
  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (project.error) return <Alert message={project.error} />;
  if (!project.data) return <p aria-busy="true">Loading…</p>;
  return (
    <>
      <ProjectHeader project={project.data} current="checks" />
      <Alert message={checks.error ?? actionError} />
      <div class="filters">
        <label>
          Search <input type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <label>
          Sort by{' '}
          <select value={sort} onChange={(e) => setSort(e.currentTarget.value as Sort)}>
            <option value="created">Creation</option>
            <option value="name">Name</option>
            <option value="status">Status</option>
            <option value="lastPing">Last ping</option>
          </select>
        </label>
      </div>
      {allTags.length ? (
        <div class="tags" role="group" aria-label="Filter by tag">
          {allTags.map((tag) => (
            <button type="button" class="tag" aria-pressed={tags.has(tag)} onClick={() => toggleTag(tag)}>
              {tag}
            </button>
          ))}
        </div>
      ) : null}
      {canChange && selected.size ? (
        <div class="bulk" role="group" aria-label="Selected checks">
          {selected.size} selected:{' '}
          <button type="button" onClick={() => void act([...selected], true)}>
            Pause
          </button>{' '}
          <button type="button" onClick={() => void act([...selected], false)}>
            Resume
          </button>
        </div>
      ) : null}
      {!checks.data ? (
        <p aria-busy="true">Loading checks…</p>
      ) : (
        <table class="checks">
          <caption>
            {shown.length} of {checks.data.length} checks
          </caption>
          <thead>
            <tr>
              {canChange ? (
                <th scope="col">
                  <span class="visually-hidden">Select</span>
                </th>
              ) : null}
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col" class="wide">
                Tags
              </th>
              <th scope="col">Last ping</th>
              <th scope="col" class="wide">
                Next expected
              </th>
              <th scope="col" class="wide">
                Last run
              </th>
              {canChange ? (
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((check) => (
              <tr key={check.uuid} data-check={check.uuid}>
                {canChange ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${check.name || check.uuid}`}
                      checked={selected.has(check.id)}
                      onChange={() => toggleSelected(check.id)}
                    />
                  </td>
                ) : null}
                <td>
                  <Link href={`/checks/${check.uuid}/details/`}>{check.name || check.uuid}</Link>
                </td>
                <td>
                  <StatusBadge check={check} />
                </td>
                <td class="wide">{tagsOf(check.tags).join(', ')}</td>
                <td title={check.lastPing ? fullDate(check.lastPing) : undefined}>
                  {relative(check.lastPing, now)}
                </td>
                <td class="wide" title={check.nextPing ? fullDate(check.nextPing) : undefined}>
                  {check.status === 'PAUSED' || !check.nextPing ? '—' : relative(check.nextPing, now)}
                </td>
                <td class="wide">{check.lastDuration === null ? '—' : duration(check.lastDuration)}</td>
                {canChange ? (
                  <td>
                    <button type="button" onClick={() => void act([check.id], check.status !== 'PAUSED')}>
                      {check.status === 'PAUSED' ? 'Resume' : 'Pause'}
                      <span class="visually-hidden"> {check.name || check.uuid}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
