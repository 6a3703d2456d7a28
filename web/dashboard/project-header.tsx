import { gql, projectNodeId } from './api.js';
import { PROJECT } from './operations.js';
import { Link } from './router.js';
import { useData } from './use-data.js';

export interface ProjectInfo {
  uuid: string;
  name: string;
  viewerCanChange: boolean;
}

/** The project's name and what the viewer may do there; null while loading or when not visible. */
export function useProject(uuid: string) {
  return useData(async () => {
    const { node } = await gql<{ node: ProjectInfo | null }>(PROJECT, { id: projectNodeId(uuid) });
    if (!node) throw new Error('This project does not exist, or you are not one of its members.');
    return node;
  }, [uuid]);
}

/** The project's title and its sections. */
export function ProjectHeader({
  project,
  current,
}: {
  project: ProjectInfo;
  current: 'checks' | 'integrations' | 'members';
}) {
  const tab = (name: typeof current, href: string, label: string) =>
    name === current ? <span aria-current="page">{label}</span> : <Link href={href}>{label}</Link>;
  return (
    <>
      <p class="crumbs">
        <Link href="/projects/">Projects</Link> /
      </p>
      <h1>{project.name || project.uuid}</h1>
      <nav class="tabs" aria-label="Project">
        {tab('checks', `/projects/${project.uuid}/`, 'Checks')}
        {tab('integrations', `/projects/${project.uuid}/integrations/`, 'Integrations')}
        {tab('members', `/projects/${project.uuid}/members/`, 'Members')}
      </nav>
    </>
  );
}
