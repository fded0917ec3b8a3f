// POST /login: checks an e-mail and password against the user table and opens a session.
import { randomBytes } from 'node:crypto';
import { agentLabel, clientIp } from '../http/request-info.js';
import { verifyPassword } from './passwords.js';

export function createLogin({ users, sessions, log = () => {} }) {
  return function login(req) {
    const { email, password } = req.body ?? {};
    if (typeof email !== 'string' || typeof password !== 'string') {
      return { status: 400, body: { error: 'email and password are required' } };
    }
    const user = users.get(email.trim().toLowerCase());
    // The same answer for an unknown address and a wrong password, so neither can be probed.
    if (!user || !verifyPassword(password, user.passwordHash)) {
      log({ event: 'login-failed', email, from: clientIp(req), agent: agentLabel(req) });
      return { status: 401, body: { error: 'wrong e-mail or password' } };
    }
    const token = randomBytes(24).toString('base64url');
    sessions.set(token, { userId: user.id, createdAt: Date.now() });
    log({ event: 'login', userId: user.id, from: clientIp(req), agent: agentLabel(req) });
    return { status: 200, body: { token } };
  };
}
