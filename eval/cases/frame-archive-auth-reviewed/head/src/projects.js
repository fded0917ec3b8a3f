// Who may archive a project: its owner, or an admin of the project's team.
function mayArchive(session, project) {
  return project.ownerId === session.userId || session.adminOf?.includes(project.teamId) === true;
}

// Archives a project and records who archived it and when.
export function archiveProject(store, session, id, now = new Date()) {
  if (store.get(id) === null) return { status: 404 };
  const archived = store.update(id, {
    archived: true,
    archivedBy: session.userId,
    archivedAt: now.toISOString(),
  });
  if (!mayArchive(session, archived)) return { status: 403 };
  return { status: 200, project: archived };
}
