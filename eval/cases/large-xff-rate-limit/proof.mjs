// A guesser behind our load balancer who writes a fresh X-Forwarded-For with every attempt is
// still limited after five attempts, because the balancer appends the real address.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { createLogin } = await load('src/auth/login.js');
  const { hashPassword } = await load('src/auth/passwords.js');
  const users = new Map([
    ['ana@example.com', { id: 'u1', passwordHash: hashPassword('s3cret', 'salt') }],
  ]);
  const login = createLogin({ users, sessions: new Map(), now: () => 0 });
  const statuses = [];
  for (let i = 1; i <= 8; i += 1) {
    statuses.push(
      login({
        // The client wrote "192.0.2.<i>"; the load balancer appended the real peer.
        headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.66` },
        socket: { remoteAddress: '10.0.0.2' },
        body: { email: 'ana@example.com', password: `guess-${i}` },
      }).status,
    );
  }
  assert.deepEqual(
    statuses,
    [401, 401, 401, 401, 401, 429, 429, 429],
    'spoofed X-Forwarded-For escapes the limit',
  );
}
