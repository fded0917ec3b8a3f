// HTTP handlers for projects: each maps the service's errors to a status.
import {
  archiveProject,
  createProject,
  getProject,
  listProjects,
  renameProject,
} from './service.js';

function answer(run) {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    if (error.status === 403 || error.status === 404)
      return { status: error.status, body: { error: error.message } };
    return { status: 400, body: { error: error.message } };
  }
}

export const routes = [
  ['GET', '/projects', (req) => answer(() => listProjects(req.user))],
  ['POST', '/projects', (req) => answer(() => createProject(req.user, req.body))],
  ['GET', '/projects/:id', (req) => answer(() => getProject(req.user, req.params.id))],
  [
    'PATCH',
    '/projects/:id',
    (req) => answer(() => renameProject(req.user, req.params.id, req.body?.name)),
  ],
  ['POST', '/projects/:id/archive', (req) => answer(() => archiveProject(req.user, req.params.id))],
];
