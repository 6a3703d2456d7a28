import { createHash, createHmac } from 'node:crypto';
import { Project } from '../../auth/project.entity.js';
import { constantTimeEqual } from '../../auth/secrets.js';
import type { DomainDeps } from '../../domain-deps.js';
import { Check } from '../checks/check.entity.js';
import { checkTags, listChecks } from '../checks/check.service.js';
import type { BadgeState, BadgeStatus } from './badge-state.js';
import { displayStatus } from '../checks/status.js';

/** The tag that stands for all checks of the project. */
export const ALL_CHECKS = '*';

/**
 * A badge URL's signature for a tag: the first 8 characters of url-safe base64 of
 * HMAC-SHA1(SHA1(badge key + SECRET_KEY), tag), so badge URLs cannot be guessed from the key alone.
 */
export function badgeSignature(badgeKey: string, secretKey: string, tag: string): string {
  const key = createHash('sha1')
    .update(badgeKey + secretKey)
    .digest();
  return createHmac('sha1', key).update(tag).digest('base64url').slice(0, 8);
}

export interface BadgeUrls {
  tag: string;
  svg: string;
  svg3: string;
  json: string;
  json3: string;
  shields: string;
  shields3: string;
}

/** Badge URLs of one tag: `-2` on the signature means two states (late counts as up). */
export function badgeUrls(publicUrl: string, project: Project, secretKey: string, tag: string): BadgeUrls {
  const signature = badgeSignature(project.badgeKey, secretKey, tag);
  // The reference quotes the tag and its URL reversal quotes it again: `db@dc1` → `db%2540dc1`.
  const path = tag === ALL_CHECKS ? '' : `/${encodeURIComponent(encodeURIComponent(tag))}`;
  const url = (suffix: string, format: string) =>
    `${publicUrl}/badge/${project.badgeKey}/${signature}${suffix}${path}.${format}`;
  return {
    tag,
    svg: url('-2', 'svg'),
    svg3: url('', 'svg'),
    json: url('-2', 'json'),
    json3: url('', 'json'),
    shields: url('-2', 'shields'),
    shields3: url('', 'shields'),
  };
}

/** Every distinct tag of the project's checks (sorted), then `*`. */
export async function projectBadges(deps: DomainDeps, project: Project): Promise<BadgeUrls[]> {
  const checks = await deps.em.find(Check, { project }, { fields: ['tags'] });
  const tags = new Set(checks.flatMap((check) => checkTags(check.tags)));
  return [...[...tags].sort(), ALL_CHECKS].map((tag) =>
    badgeUrls(deps.settings.publicUrl, project, deps.settings.secretKey, tag),
  );
}

/** Up unless a check is down (down wins) or, with three states, in its grace period (late). */
function evaluate(label: string, checks: Check[], now: Date, threeState: boolean): BadgeState {
  const statuses = checks.map((check) => displayStatus(check, now));
  const down = statuses.filter((s) => s === 'down').length;
  const grace = statuses.filter((s) => s === 'grace').length;
  const status: BadgeStatus = down ? 'down' : grace && threeState ? 'late' : 'up';
  return { label, status, total: checks.length, grace, down };
}

/**
 * The badge of a tag (`*`: all checks) of the project with this badge key, if the signature is that
 * tag's (only its first 8 characters count, as in the reference); null otherwise.
 */
export async function tagBadge(
  deps: DomainDeps,
  badgeKey: string,
  signature: string,
  tag: string,
  threeState: boolean,
): Promise<BadgeState | null> {
  const project = await deps.em.findOne(Project, { badgeKey });
  if (!project) return null;
  const expected = badgeSignature(project.badgeKey, deps.settings.secretKey, tag);
  if (!constantTimeEqual(signature.slice(0, 8), expected)) return null;
  const tagged = await listChecks(deps, project, { tags: tag === ALL_CHECKS ? [] : [tag] });
  const label = tag === ALL_CHECKS ? deps.settings.masterBadgeLabel : tag;
  return evaluate(label, tagged, deps.clock.now(), threeState);
}

/** The badge of one check by its badge key; null when there is no such check. */
export async function checkBadge(
  deps: DomainDeps,
  badgeKey: string,
  threeState: boolean,
): Promise<BadgeState | null> {
  const check = await deps.em.findOne(Check, { badgeKey });
  return check ? evaluate(check.name || check.uuid, [check], deps.clock.now(), threeState) : null;
}
