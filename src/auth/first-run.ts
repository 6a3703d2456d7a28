import type { DomainDeps } from '../domain-deps.js';
import { lockNamed } from '../db/dialect.js';
import { createApplicationPassword } from './application-password.service.js';
import { FirstStart } from './first-start.entity.js';
import { createProject } from './project.service.js';
import { User, UserRole } from './user.entity.js';
import { randomToken } from './secrets.js';
import { createUser } from './user.service.js';

export interface FirstRunCredentials {
  projectId: string;
  apiKey: string;
  apiKeyReadonly: string;
  pingKey: string;
  login: string;
  /** The password the admin signs in with at /accounts/login/. */
  loginPassword: string;
  applicationPassword: string;
}

/**
 * The first start of a database: creates the `Default` project and the `admin` administrator, and
 * returns their secrets — the only time they exist in clear. It runs once (FirstStart records it),
 * whatever projects and checks the CLI or an import made before. A database that has users then was
 * set up already (by an older version's first start, or by its operator with the CLI: they have their
 * way in), and nothing is made. Of instances starting at once on a new database, one does it (the
 * others find it done).
 */
export async function firstRun(deps: DomainDeps): Promise<FirstRunCredentials | null> {
  return deps.em.transactional(async (em) => {
    await lockNamed(em, 'first-run');
    if ((await em.count(FirstStart)) > 0) return null;
    em.create(FirstStart, { ranAt: deps.clock.now() });
    if ((await em.count(User)) > 0) return null;
    const tx = { em, clock: deps.clock, settings: deps.settings };
    const { project, apiKey, apiKeyReadonly } = await createProject(tx, 'Default');
    const loginPassword = randomToken(20);
    const admin = await createUser(tx, {
      login: 'admin',
      email: 'admin@localhost.localdomain',
      role: UserRole.ADMINISTRATOR,
      password: loginPassword,
    });
    const { password } = await createApplicationPassword(tx, admin, 'First start');
    return {
      projectId: project.id,
      apiKey,
      apiKeyReadonly,
      pingKey: project.pingKey,
      login: admin.login,
      loginPassword,
      applicationPassword: password,
    };
  });
}

export function describeFirstRun(credentials: FirstRunCredentials, publicUrl: string): string {
  return [
    '',
    'Portico created a Default project and an admin user. These secrets are shown only this once;',
    'store them now (a password manager is a good place). New ones: npm run cli -- --help',
    '',
    `  project id          ${credentials.projectId}`,
    `  API key (rw)        ${credentials.apiKey}`,
    `  API key (ro)        ${credentials.apiKeyReadonly}`,
    `  ping key            ${credentials.pingKey}`,
    `  login               ${credentials.login}`,
    `  login password      ${credentials.loginPassword}   (sign in: ${publicUrl}/accounts/login/)`,
    `  app password        ${credentials.applicationPassword}`,
    '',
    `  try: curl -H 'X-Api-Key: ${credentials.apiKey}' ${publicUrl}/api/v3/checks/`,
    '',
  ].join('\n');
}
