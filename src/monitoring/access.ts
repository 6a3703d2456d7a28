import type { Project } from '../auth/project.entity.js';
import type { RequestContext } from '../auth/request-context.js';
import { forbidden, notFound, unauthenticated } from '../errors.js';

/**
 * The project a monitoring operation acts on: the caller's API key project. Read-only keys may read
 * only; both missing keys and read-only keys on writes are refused as the reference refuses them.
 */
export function callerProject(ctx: RequestContext, access: 'read' | 'write'): Project {
  const { project, readOnly } = ctx.caller;
  if (!project) throw unauthenticated('missing api key', 'MISSING_API_KEY');
  if (access === 'write' && readOnly) throw unauthenticated('wrong api key', 'WRONG_API_KEY');
  return project;
}

/** A looked-up row of some project: 404 when missing, 403 when it belongs to another project. */
export function ownedBy<T extends { project: Project }>(row: T | null, project: Project): T {
  if (!row) throw notFound();
  if (row.project.id !== project.id) throw forbidden();
  return row;
}
