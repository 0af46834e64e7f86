import { createServices, type AppDeps } from '../request-scope.js';

/** Creates the configured first superuser on a fresh database. */
export async function seedFirstSuperuser(deps: AppDeps) {
  const { users } = createServices(deps, deps.orm.em.fork() as never, { ip: '127.0.0.1', userAgent: '' });
  return users.ensureFirstSuperuser(deps.config.firstSuperuser.email, deps.config.firstSuperuser.password);
}
