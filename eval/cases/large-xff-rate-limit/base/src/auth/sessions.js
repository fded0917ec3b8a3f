// Sessions: opaque tokens mapped to a user, expiring after a day idle or a week in all.

const IDLE_MS = 24 * 60 * 60 * 1000;
const ABSOLUTE_MS = 7 * IDLE_MS;

export function createSessions(now = () => Date.now()) {
  const sessions = new Map();
  return {
    set(token, session) {
      sessions.set(token, { ...session, createdAt: session.createdAt ?? now(), seenAt: now() });
    },
    /** The session of `token`, refreshing its idle timer; null if unknown or expired. */
    get(token) {
      const session = sessions.get(token);
      if (!session) return null;
      const t = now();
      if (t - session.seenAt > IDLE_MS || t - session.createdAt > ABSOLUTE_MS) {
        sessions.delete(token);
        return null;
      }
      session.seenAt = t;
      return session;
    },
    delete(token) {
      return sessions.delete(token);
    },
    /** Ends every session of a user (after a password change). */
    endAllFor(userId) {
      let ended = 0;
      for (const [token, session] of sessions) {
        if (session.userId === userId) {
          sessions.delete(token);
          ended += 1;
        }
      }
      return ended;
    },
    size: () => sessions.size,
  };
}

/** The bearer token of a request, or null. */
export function bearerToken(req) {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(String(req.headers.authorization ?? ''));
  return match ? match[1] : null;
}
