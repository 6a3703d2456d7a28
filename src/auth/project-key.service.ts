import type { EntityManager } from '../db/orm.js';
import { constantTimeEqual, keyedHash, randomToken } from './secrets.js';
import { Project } from './project.entity.js';

/** API keys are 32 characters: `pcw_` (read-write) or `pcr_` (read-only) and 28 random alphanumerics. */
export const API_KEY_LENGTH = 32;
const READ_WRITE_PREFIX = 'pcw_';
const READ_ONLY_PREFIX = 'pcr_';
/** Stored in clear beside the hash so a lookup reads one indexed row instead of hashing against all. */
const LOOKUP_LENGTH = 8;

export interface IssuedKeys {
  apiKey: string;
  apiKeyReadonly: string;
}

function lookupPart(key: string): string {
  return key.slice(4, 4 + LOOKUP_LENGTH);
}

/** Gives the project new read-write and read-only keys; returns them in clear, the only time they exist. */
export function issueProjectKeys(project: Project, secretKey: string): IssuedKeys {
  const apiKey = READ_WRITE_PREFIX + randomToken(API_KEY_LENGTH - READ_WRITE_PREFIX.length);
  const apiKeyReadonly = READ_ONLY_PREFIX + randomToken(API_KEY_LENGTH - READ_ONLY_PREFIX.length);
  project.apiKeyPrefix = lookupPart(apiKey);
  project.apiKeyHash = keyedHash(secretKey, apiKey);
  project.apiKeyReadonlyPrefix = lookupPart(apiKeyReadonly);
  project.apiKeyReadonlyHash = keyedHash(secretKey, apiKeyReadonly);
  return { apiKey, apiKeyReadonly };
}

export interface ProjectAccess {
  project: Project;
  readOnly: boolean;
}

/** The project a key opens, and whether the key is read-only; null when it opens none. */
export async function findProjectByKey(
  em: EntityManager,
  secretKey: string,
  key: string,
): Promise<ProjectAccess | null> {
  if (key.length !== API_KEY_LENGTH) return null;
  const readOnly = key.startsWith(READ_ONLY_PREFIX);
  if (!readOnly && !key.startsWith(READ_WRITE_PREFIX)) return null;
  const hash = keyedHash(secretKey, key);
  const candidates = await em.find(
    Project,
    readOnly ? { apiKeyReadonlyPrefix: lookupPart(key) } : { apiKeyPrefix: lookupPart(key) },
  );
  const project = candidates.find((p) =>
    constantTimeEqual((readOnly ? p.apiKeyReadonlyHash : p.apiKeyHash) ?? '', hash),
  );
  return project ? { project, readOnly } : null;
}
