import { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../domain-deps.js';
import { badInput } from '../errors.js';
import { normaliseTimeZone } from '../time/time-zone.js';
import { SiteSettings } from './site-settings.entity.js';
import { UUID } from '../uuid.js';

export interface SiteChanges {
  name?: string;
  description?: string;
  timezone?: string;
  dateFormat?: string;
  /** A project id links the site to it; null (or '') unlinks it. */
  monitorProject?: string | null;
}

/** The settings row, or the defaults when nothing was ever changed. */
export async function getSiteSettings(deps: DomainDeps): Promise<SiteSettings> {
  return (await deps.em.findOne(SiteSettings, { id: 1 })) ?? new SiteSettings();
}

function validate(changes: SiteChanges): SiteChanges {
  const text = (name: keyof SiteChanges, max: number, allowEmpty: boolean) => {
    const value = changes[name];
    if (value === undefined || value === null) return;
    if (value.length > max) throw badInput(`${name} has at most ${max} characters`, 'INVALID_SITE_SETTING');
    if (!allowEmpty && !value.trim()) throw badInput(`${name} must not be empty`, 'INVALID_SITE_SETTING');
  };
  text('name', 200, false);
  text('description', 500, true);
  text('dateFormat', 100, false);
  text('monitorProject', 64, true);
  if (changes.timezone === undefined) return changes;
  const timezone = normaliseTimeZone(changes.timezone);
  if (!timezone)
    throw badInput(`timezone is not a valid time zone: ${changes.timezone}`, 'INVALID_SITE_SETTING');
  return { ...changes, timezone };
}

async function projectNamed(deps: DomainDeps, id: string | null): Promise<Project | null> {
  if (!id) return null;
  const project = UUID.test(id) ? await deps.em.findOne(Project, { id }) : null;
  if (!project) throw badInput(`monitorProject is not a project: ${id}`, 'INVALID_SITE_SETTING');
  return project;
}

/** Changes the given settings; nothing is saved when one of them is invalid. */
export async function updateSiteSettings(deps: DomainDeps, changes: SiteChanges): Promise<SiteSettings> {
  const valid = validate(changes);
  const existing = await deps.em.findOne(SiteSettings, { id: 1 });
  const settings = existing ?? deps.em.create(SiteSettings, {});
  for (const key of ['name', 'description', 'timezone', 'dateFormat'] as const) {
    if (valid[key] !== undefined) settings[key] = valid[key];
  }
  if (valid.monitorProject !== undefined)
    settings.monitorProject = await projectNamed(deps, valid.monitorProject);
  await deps.em.flush();
  return settings;
}
