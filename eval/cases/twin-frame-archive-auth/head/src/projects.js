// Who may archive a project: its owner, or an admin of the project's team.
function mayArchive(session, project) {
  return project.ownerId === session.userId || session.adminOf?.includes(project.teamId) === true;
}

// Archives a project and records who archived it and when.
export function archiveProject(store, session, id, now = new Date()) {
  const project = store.get(id);
  if (project === null) return { status: 404 };
  if (!mayArchive(session, project)) return { status: 403 };
  const archived = store.update(id, {
    archived: true,
    archivedBy: session.userId,
    archivedAt: now.toISOString(),
  });
  return { status: 200, project: archived };
}
