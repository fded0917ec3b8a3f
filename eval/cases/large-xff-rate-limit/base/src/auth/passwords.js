// Password hashes: "salt$hash" with a salted SHA-256, checked in constant time. (The production
// build swaps in the KMS-backed hasher behind the same two functions.)
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

function digest(salt, password) {
  return createHash('sha256').update(`${salt}\u0000${password}`).digest('hex');
}

export function hashPassword(password, salt = randomBytes(8).toString('hex')) {
  return `${salt}$${digest(salt, password)}`;
}

export function verifyPassword(password, stored) {
  const [salt, hash] = String(stored).split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(digest(salt, String(password)), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
