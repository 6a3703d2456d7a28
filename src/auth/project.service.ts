import { UUID } from '../uuid.js';
import type { DomainDeps } from '../domain-deps.js';
import { badInput, notFound } from '../errors.js';
import { issueProjectKeys, type IssuedKeys } from './project-key.service.js';
import { Project } from './project.entity.js';
import { LOWER_ALPHANUMERIC, randomToken } from './secrets.js';
import { publishLive } from '../live/publish.js';
import { accessWithdrawn } from './access-events.js';

export const PING_LOG_LIMIT_MAX = 1000;

export interface CreatedProject extends IssuedKeys {
  project: Project;
}

/** The name trimmed, or why it cannot be a project's. */
export function validName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100) throw badInput('project name must be 1 to 100 characters');
  if (trimmed.includes('\u0000')) throw badInput('project name must not contain a NUL character');
  return trimmed;
}

export async function createProject(deps: DomainDeps, name: string): Promise<CreatedProject> {
  const project = deps.em.create(Project, {
    name: validName(name),
    pingKey: randomToken(22, LOWER_ALPHANUMERIC),
    createdAt: deps.clock.now(),
  });
  const keys = issueProjectKeys(project, deps.settings.secretKey);
  await deps.em.flush();
  return { project, ...keys };
}

export async function getProject(deps: DomainDeps, id: string): Promise<Project> {
  // Ids are UUIDs: anything else (a NUL included, which PostgreSQL refuses) names no project.
  const project = UUID.test(id) ? await deps.em.findOne(Project, { id }) : null;
  if (!project) throw notFound(`no project with id ${id}`, 'PROJECT_NOT_FOUND');
  return project;
}

export function listProjects(deps: DomainDeps): Promise<Project[]> {
  return deps.em.find(Project, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

export interface ProjectChanges {
  name?: string;
  checkLimit?: number;
  pingLogLimit?: number;
}

/** Changes what is given: the name and the limits. */
export async function updateProject(deps: DomainDeps, id: string, changes: ProjectChanges): Promise<Project> {
  const { checkLimit, pingLogLimit } = changes;
  const name = changes.name === undefined ? undefined : validName(changes.name);
  if (checkLimit !== undefined && (!Number.isSafeInteger(checkLimit) || checkLimit < 0)) {
    throw badInput('check_limit must be an integer of at least 0');
  }
  if (
    pingLogLimit !== undefined &&
    (!Number.isSafeInteger(pingLogLimit) || pingLogLimit < 1 || pingLogLimit > PING_LOG_LIMIT_MAX)
  ) {
    throw badInput(`ping_log_limit must be an integer from 1 to ${PING_LOG_LIMIT_MAX}`);
  }
  const project = await getProject(deps, id);
  if (name !== undefined) project.name = name;
  if (checkLimit !== undefined) project.checkLimit = checkLimit;
  if (pingLogLimit !== undefined) project.pingLogLimit = pingLogLimit;
  await deps.em.flush();
  return project;
}

/** Replaces both API keys; the old ones stop working at once. */
export async function rotateProjectKeys(deps: DomainDeps, id: string): Promise<CreatedProject> {
  const project = await getProject(deps, id);
  const keys = issueProjectKeys(project, deps.settings.secretKey);
  await deps.em.flush();
  // Open subscriptions with the old keys check theirs again (after the rotation's commit).
  await publishLive(deps.em, [accessWithdrawn({ projectId: project.id }, deps.clock.now())]);
  return { project, ...keys };
}
