import { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../domain-deps.js';
import { badInput } from '../errors.js';
import { normaliseTimeZone } from '../time/time-zone.js';
import { SiteSettings } from './site-settings.entity.js';
import { UUID } from '../uuid.js';
import { registerEnumType } from 'type-graphql';
import { EMAIL_PATTERN } from '../auth/user.service.js';
import type { ReadingAndWriting } from './site-settings.entity.js';

export interface SiteChanges extends Partial<Omit<ReadingAndWriting, 'email'>> {
  name?: string;
  description?: string;
  timezone?: string;
  dateFormat?: string;
  email?: string;
  /** A project id links the site to it; null (or '') unlinks it. */
  monitorProject?: string | null;
}

/** The settings that can be set back to their defaults, by their GraphQL names. */
export enum SiteSettingName {
  name = 'name',
  description = 'description',
  timezone = 'timezone',
  dateFormat = 'dateFormat',
  timeFormat = 'timeFormat',
  startOfWeek = 'startOfWeek',
  email = 'email',
  language = 'language',
  useSmilies = 'useSmilies',
  defaultCategory = 'defaultCategory',
  defaultPostFormat = 'defaultPostFormat',
  postsPerPage = 'postsPerPage',
  showOnFront = 'showOnFront',
  pageOnFront = 'pageOnFront',
  pageForPosts = 'pageForPosts',
  defaultPingStatus = 'defaultPingStatus',
  defaultCommentStatus = 'defaultCommentStatus',
  siteLogo = 'siteLogo',
  siteIcon = 'siteIcon',
}
registerEnumType(SiteSettingName, {
  name: 'SiteSettingName',
  description: 'A site setting with a default.',
  valuesConfig: Object.fromEntries(
    Object.values(SiteSettingName).map((name) => [name, { description: `The Site field \`${name}\`.` }]),
  ),
});

const invalid = (message: string) => badInput(message, 'INVALID_SITE_SETTING');

/** WordPress's sanitising of the reading and writing settings (its sanitize_option), then their rules. */
function readingAndWriting(changes: SiteChanges): Partial<ReadingAndWriting> {
  const out: Partial<ReadingAndWriting> = {};
  const whole = (key: keyof ReadingAndWriting, value: number | undefined) => {
    if (value === undefined) return;
    if (!Number.isInteger(value) || Math.abs(value) > 2 ** 31 - 1) throw invalid(`${key} is not an integer`);
    return value;
  };
  for (const key of ['startOfWeek', 'defaultCategory', 'pageOnFront', 'pageForPosts', 'siteIcon'] as const) {
    const value = whole(key, changes[key]);
    if (value !== undefined) out[key] = Math.abs(value);
  }
  const logo = whole('siteLogo', changes.siteLogo ?? undefined);
  if (logo !== undefined) out.siteLogo = logo;
  const perPage = whole('postsPerPage', changes.postsPerPage);
  if (perPage !== undefined) out.postsPerPage = perPage === 0 ? 1 : perPage < -1 ? -perPage : perPage;
  for (const key of ['defaultPingStatus', 'defaultCommentStatus'] as const) {
    const value = changes[key];
    if (value === undefined) continue;
    const status = value === '' || value === '0' ? 'closed' : value;
    if (status !== 'open' && status !== 'closed') throw invalid(`${key} is not one of open and closed`);
    out[key] = status;
  }
  for (const [key, max] of [
    ['timeFormat', 100],
    ['language', 20],
    ['defaultPostFormat', 20],
    ['showOnFront', 20],
  ] as const) {
    const value = changes[key];
    if (value === undefined) continue;
    if (value.length > max || value.includes('\u0000')) throw invalid(`${key} has at most ${max} characters`);
    out[key] = value;
  }
  if (changes.useSmilies !== undefined) out.useSmilies = changes.useSmilies;
  if (changes.email !== undefined) {
    const email = changes.email.trim();
    if (!EMAIL_PATTERN.test(email) || email.length > 100 || email.includes('\u0000'))
      throw invalid('email is not an e-mail address');
    out.email = email;
  }
  return out;
}

/** The settings row, or the defaults when nothing was ever changed. */
export async function getSiteSettings(deps: DomainDeps): Promise<SiteSettings> {
  return (await deps.em.findOne(SiteSettings, { id: 1 })) ?? new SiteSettings();
}

/** The settings row, made with the defaults by the first of any writers racing to it. */
async function settingsRow(deps: DomainDeps): Promise<SiteSettings> {
  const existing = await deps.em.findOne(SiteSettings, { id: 1 });
  if (existing) return existing;
  await deps.em
    .createQueryBuilder(SiteSettings)
    .insert({ ...new SiteSettings() })
    .onConflict('id')
    .ignore()
    .execute();
  return deps.em.findOneOrFail(SiteSettings, { id: 1 });
}

function validate(changes: SiteChanges): SiteChanges {
  const text = (
    name: 'name' | 'description' | 'dateFormat' | 'monitorProject',
    max: number,
    allowEmpty: boolean,
  ) => {
    const value = changes[name];
    if (value === undefined || value === null) return;
    if (value.length > max) throw badInput(`${name} has at most ${max} characters`, 'INVALID_SITE_SETTING');
    // PostgreSQL's text cannot hold NUL.
    if (value.includes('\u0000')) throw badInput(`${name} contains a NUL character`, 'INVALID_SITE_SETTING');
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

/**
 * The changes WordPress's options API would store: a time zone or language it does not know is left
 * out (the old value stays), as update_option's sanitising does.
 */
function keepable(changes: SiteChanges): SiteChanges {
  const kept = { ...changes };
  if (kept.timezone !== undefined && (kept.timezone === '' || !normaliseTimeZone(kept.timezone)))
    delete kept.timezone;
  if (kept.language !== undefined && kept.language !== '' && kept.language !== 'en_US') delete kept.language;
  return kept;
}

/**
 * Changes the given settings and sets those of `reset` back to their defaults; nothing is saved when
 * one of them is invalid (with `lenient`, a value WordPress would not store is left out instead).
 */
export async function updateSiteSettings(
  deps: DomainDeps,
  changes: SiteChanges,
  reset: SiteSettingName[] = [],
  lenient = false,
): Promise<SiteSettings> {
  const valid = validate(lenient ? keepable(changes) : changes);
  const other = readingAndWriting(changes);
  const settings = await settingsRow(deps);
  for (const key of ['name', 'description', 'timezone', 'dateFormat'] as const) {
    if (valid[key] !== undefined) settings[key] = valid[key];
  }
  const defaults = new SiteSettings();
  for (const key of reset) Object.assign(settings, { [key]: defaults[key] });
  Object.assign(settings, other);
  if (valid.monitorProject !== undefined)
    settings.monitorProject = await projectNamed(deps, valid.monitorProject);
  await deps.em.flush();
  return settings;
}
