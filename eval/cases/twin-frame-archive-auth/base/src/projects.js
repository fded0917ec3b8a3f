// Archives a project. Only its owner may do so.
export function archiveProject(store, session, id) {
  const project = store.get(id);
  if (project === null) return { status: 404 };
  if (project.ownerId !== session.userId) return { status: 403 };
  store.update(id, { archived: true });
  return { status: 200 };
}
