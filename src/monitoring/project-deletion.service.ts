import { accessWithdrawn } from '../auth/access-events.js';
import { Project } from '../auth/project.entity.js';
import { getProject } from '../auth/project.service.js';
import type { DomainDeps } from '../domain-deps.js';
import { publishLive } from '../live/publish.js';
import { Channel } from './channels/channel.entity.js';
import { Check } from './checks/check.entity.js';
import { lockProjectChecks } from './checks/check.service.js';

export interface DeletedProject {
  project: Project;
  checks: number;
  channels: number;
}

/**
 * Deletes a project with everything it monitors, as Healthchecks' project removal does: its checks
 * (their pings, flips and notifications with them) and its channels go by cascading foreign keys.
 * Its API keys stop working, and open subscriptions made with them are closed; a site that watched
 * its scheduled items with the project no longer does.
 */
export function deleteProject(deps: DomainDeps, id: string): Promise<DeletedProject> {
  return deps.em.transactional(async (em) => {
    const project = await getProject({ ...deps, em }, id);
    // A check being made now waits, and is counted and deleted too.
    await lockProjectChecks(em, project.id);
    const checks = await em.count(Check, { project });
    const channels = await em.count(Channel, { project });
    await em.nativeDelete(Project, { id: project.id });
    await publishLive(em, [accessWithdrawn({ projectId: project.id }, deps.clock.now())]);
    return { project, checks, channels };
  });
}
