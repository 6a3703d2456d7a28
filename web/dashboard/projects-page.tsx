import { gql } from './api.js';
import { ALL_PROJECTS, PROJECTS } from './operations.js';
import { Link } from './router.js';
import { Alert } from './status.js';
import { useData } from './use-data.js';

interface ProjectEntry {
  uuid: string;
  name: string;
  role: string | null;
}

/** Healthchecks' names of the roles. */
export const ROLE_NAMES: Record<string, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  MEMBER: 'Member',
  READ_ONLY: 'Read-only',
};

/** The user's projects; for site administrators, every project (their own roles shown). */
async function loadProjects(): Promise<ProjectEntry[]> {
  type Mine = {
    viewer: {
      user: { role: string | null } | null;
      memberships: { nodes: { role: string; project: { uuid: string; name: string } }[] } | null;
    };
  };
  const { viewer } = await gql<Mine>(PROJECTS);
  const roles = new Map(viewer.memberships?.nodes.map((m) => [m.project.uuid, m.role]) ?? []);
  const entries = (viewer.memberships?.nodes ?? []).map((m) => ({ ...m.project, role: m.role }));
  if (viewer.user?.role !== 'ADMINISTRATOR') return entries;
  const all: ProjectEntry[] = [];
  let after: string | null = null;
  do {
    type Page = {
      projects: {
        nodes: { uuid: string; name: string }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const page: Page = await gql<Page>(ALL_PROJECTS, { after });
    all.push(...page.projects.nodes.map((p) => ({ ...p, role: roles.get(p.uuid) ?? null })));
    after = page.projects.pageInfo.hasNextPage ? page.projects.pageInfo.endCursor : null;
  } while (after);
  return all;
}

export function ProjectsPage() {
  const { data, error } = useData(loadProjects, []);
  return (
    <>
      <h1>Projects</h1>
      <Alert message={error} />
      {data && data.length === 0 ? (
        <p>You belong to no project yet. A project’s owner or an administrator can add you.</p>
      ) : null}
      {data ? (
        <ul class="projects">
          {data.map((project) => (
            <li key={project.uuid}>
              <Link href={`/projects/${project.uuid}/`}>{project.name || project.uuid}</Link>
              {project.role ? <span class="muted"> · {ROLE_NAMES[project.role] ?? project.role}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
