// Projects: create, read, rename and archive, each behind the role policy.
import { allows } from '../auth/policies.js';

export class Forbidden extends Error {
  constructor(action) {
    super(`not allowed: ${action}`);
    this.status = 403;
  }
}

export class NotFound extends Error {
  constructor(id) {
    super(`no project ${id}`);
    this.status = 404;
  }
}

const projects = new Map();
let nextId = 1;

export function resetProjects() {
  projects.clear();
  nextId = 1;
}

function require(user, action) {
  if (!allows(user.role, action)) throw new Forbidden(action);
}

function find(id) {
  const project = projects.get(id);
  if (!project) throw new NotFound(id);
  return project;
}

export function createProject(user, { name }) {
  require(user, 'project:create');
  if (typeof name !== 'string' || name.trim() === '') throw new Error('a project needs a name');
  const project = { id: String(nextId++), name: name.trim(), ownerId: user.id, archived: false };
  projects.set(project.id, project);
  return { ...project };
}

export function getProject(user, id) {
  require(user, 'project:read');
  return { ...find(id) };
}

export function renameProject(user, id, name) {
  require(user, 'project:update');
  const project = find(id);
  if (typeof name !== 'string' || name.trim() === '') throw new Error('a project needs a name');
  project.name = name.trim();
  return { ...project };
}

export function archiveProject(user, id) {
  require(user, 'project:archive');
  const project = find(id);
  project.archived = true;
  return { ...project };
}

export function listProjects(user) {
  require(user, 'project:read');
  return [...projects.values()].filter((p) => !p.archived).map((p) => ({ ...p }));
}
