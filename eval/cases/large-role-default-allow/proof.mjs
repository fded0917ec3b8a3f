// A user signed in through SSO as a contractor or from finance cannot delete a project.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { userFromAssertion } = await load('src/auth/sso.js');
  const { routes } = await load('src/projects/routes.js');
  const service = await load('src/projects/service.js');
  const del = routes.find(([method, path]) => method === 'DELETE' && path === '/projects/:id')[2];
  service.resetProjects();
  const { id } = service.createProject({ id: 'admin', role: 'admin' }, { name: 'Apollo' });
  for (const groups of [['contractors'], ['finance']]) {
    const user = userFromAssertion({ subject: groups[0], email: 'x@example.com', groups });
    assert.equal(
      del({ user, params: { id } }).status,
      403,
      `an SSO user of ${groups[0]} is refused`,
    );
  }
  assert.equal(
    service.getProject({ id: 'admin', role: 'admin' }, id).name,
    'Apollo',
    'the project stays',
  );
  assert.equal(
    del({ user: { id: 'admin', role: 'admin' }, params: { id } }).status,
    200,
    'an admin deletes',
  );
}
