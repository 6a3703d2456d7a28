import type { Project } from '../auth/project.entity.js';
import type { RequestContext } from '../context.js';
import { unauthenticated } from '../errors.js';

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
