import type { DomainDeps } from '../domain-deps.js';
import { unauthenticated } from '../errors.js';
import type { ApplicationPassword } from './application-password.entity.js';
import { authenticateBasic } from './application-password.service.js';
import type { Project } from './project.entity.js';
import { findProjectByKey } from './project-key.service.js';
import type { User } from './user.entity.js';

/** Who is calling: a project (by API key), a user (by application password), both, or nobody. */
export interface Caller {
  project: Project | null;
  /** True when the project was opened with its read-only key. */
  readOnly: boolean;
  user: User | null;
  applicationPassword: ApplicationPassword | null;
}

export const ANONYMOUS: Caller = { project: null, readOnly: false, user: null, applicationPassword: null };

export interface Credentials {
  apiKey?: string;
  basic?: { login: string; password: string };
}

/** Parses `Authorization: Basic …`; anything else (Bearer, garbage) is no Basic credential. */
export function parseBasicAuthorization(header: string | undefined): Credentials['basic'] {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The GraphQL credentials among a request's headers (HTTP) or a connection's init payload (WebSocket). */
export function credentialsFrom(
  header: (name: 'x-api-key' | 'authorization') => string | undefined,
): Credentials {
  return { apiKey: header('x-api-key'), basic: parseBasicAuthorization(header('authorization')) };
}

/** Resolves credentials to a caller; credentials that were given but do not match are an error. */
export async function resolveCaller(
  deps: DomainDeps,
  credentials: Credentials,
  remoteAddr: string,
): Promise<Caller> {
  const caller: Caller = { ...ANONYMOUS };
  if (credentials.apiKey !== undefined) {
    const access = await findProjectByKey(deps.em, deps.settings.secretKey, credentials.apiKey);
    if (!access) throw unauthenticated('wrong api key', 'WRONG_API_KEY');
    caller.project = access.project;
    caller.readOnly = access.readOnly;
  }
  if (credentials.basic) {
    const { user, applicationPassword } = await authenticateBasic(
      deps,
      credentials.basic.login,
      credentials.basic.password,
      remoteAddr,
    );
    caller.user = user;
    caller.applicationPassword = applicationPassword;
  }
  return caller;
}
