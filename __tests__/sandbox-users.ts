// Test safety net: a sandbox user a test saw is removed after the file, with every process of it,
// even when an assertion failed before the action could clean up after itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { passwdEntry } from '../src/checks/sandbox.js';

export function sandboxUserExists(name: string): boolean {
  try {
    execFileSync('getent', ['passwd', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function removeSandboxUser(name: string): void {
  if (!/^dg-sandbox-[0-9a-f]{10}$/.test(name)) return;
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const user = passwdEntry(passwd, name);
  if (user === null) return;
  const home =
    passwd
      .split('\n')
      .find((l) => l.startsWith(`${name}:`))
      ?.split(':')[5] ?? '';
  for (let i = 0; i < 3; i++) {
    spawnSync('/bin/sh', ['-c', 'kill -s KILL -- -1'], { uid: user.uid, gid: user.gid });
  }
  spawnSync('userdel', [name]);
  if (home.startsWith('/tmp/done-gate-sandbox-'))
    rmSync(dirname(home), { recursive: true, force: true });
}
