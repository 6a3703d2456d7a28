import type { DomainDeps } from '../domain-deps.js';
import { unauthenticated } from '../errors.js';
import type { ApplicationPassword } from './application-password.entity.js';
import { authenticateBasic } from './application-password.service.js';
import type { Project } from './project.entity.js';
import { findProjectByKey } from './project-key.service.js';
import type { User } from './user.entity.js';
import { isValidNonce, sessionTokenOf } from './sessions/nonce.js';
import type { Session } from './sessions/session.entity.js';
import { sessionOfToken } from './sessions/sign-in.service.js';
import { DomainError } from '../errors.js';

/**
 * Who is calling: a project (by API key), a user (by application password or signed-in session),
 * both, or nobody.
 */
export interface Caller {
  project: Project | null;
  /** True when the project was opened with its read-only key. */
  readOnly: boolean;
  user: User | null;
  applicationPassword: ApplicationPassword | null;
  /** The signed-in session the user came with. */
  session: Session | null;
}

export const ANONYMOUS: Caller = {
  project: null,
  readOnly: false,
  user: null,
  applicationPassword: null,
  session: null,
};

export interface Credentials {
  apiKey?: string;
  basic?: { login: string; password: string };
  /**
   * A session cookie's token, and the nonce sent with it (`X-WP-Nonce`, `_wpnonce`). As in WordPress,
   * the cookie alone authenticates nothing (a page of another site can make the browser send it) but
   * the GET of one of Portico's own pages (`pageRead`), which changes nothing and which another site
   * cannot read.
   */
  session?: { token: string; nonce: string | undefined; pageRead?: boolean };
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

/** A browser's session credentials: the cookie's token with the nonce sent beside it, if any. */
export function sessionCredentials(
  cookieHeader: string | undefined,
  nonce: unknown,
  pageRead = false,
): Credentials['session'] {
  const token = sessionTokenOf(cookieHeader);
  return token ? { token, nonce: typeof nonce === 'string' ? nonce : undefined, pageRead } : undefined;
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
  } else if (
    credentials.session &&
    (credentials.session.nonce !== undefined || credentials.session.pageRead)
  ) {
    const { token, nonce } = credentials.session;
    const session = await sessionOfToken(deps, token);
    // A cookie whose session has ended is no credential: the caller is anonymous, as in WordPress.
    if (session) {
      if (nonce !== undefined && !isValidNonce(deps.settings.secretKey, session.id, nonce, deps.clock.now()))
        throw new DomainError('COOKIE_INVALID_NONCE', 'Cookie check failed', 403);
      caller.user = session.user;
      caller.session = session;
    }
  }
  return caller;
}
