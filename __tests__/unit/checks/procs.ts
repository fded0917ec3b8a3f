// Process-table helpers for the command tests: "gone" means no such pid, or a zombie (dead and
// only waiting for init to reap it — some container inits reap late).
import { readdirSync, readFileSync } from 'node:fs';

function stat(pid: number): { state: string; pgrp: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', pgrp: Number(fields[2]) };
  } catch {
    return null;
  }
}

export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return true;
    throw e;
  }
  const s = stat(pid);
  return s === null || s.state === 'Z' || s.state === 'X';
}

/** Live (non-zombie) members of a process group. */
export function liveMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s !== null && s.pgrp === pgid && s.state !== 'Z' && s.state !== 'X')
      pids.push(Number(entry));
  }
  return pids;
}

export function pidFrom(text: string, label: string): number {
  const m = new RegExp(`${label}=(\\d+)`).exec(text);
  if (m === null) throw new Error(`no ${label}= in output: ${text}`);
  return Number(m[1]);
}
