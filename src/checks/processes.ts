// The process table as /proc shows it (Linux): who owns each process, its group and session.
// Used to find every process of the sandbox user, wherever it moved (a `setsid` daemon leaves
// its process group and session, never its uid), and the descendants of a command.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
  sid: number;
  /** Real, effective, saved and filesystem uid. */
  uids: number[];
  /** One-letter state; `Z` (zombie) and `X` (dead) are gone for every purpose here. */
  state: string;
}

/** Fields of `/proc/<pid>/stat` after the command name (which may itself contain `)`). */
export function parseStat(
  text: string,
): Pick<ProcessEntry, 'state' | 'ppid' | 'pgid' | 'sid'> | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const fields = text.slice(close + 2).split(' ');
  const state = fields[0] ?? '';
  const [ppid, pgid, sid] = [fields[1] ?? '', fields[2] ?? '', fields[3] ?? ''];
  if (state === '' || ![ppid, pgid, sid].every((n) => /^\d+$/.test(n))) return null;
  return { state, ppid: Number(ppid), pgid: Number(pgid), sid: Number(sid) };
}

/** The four uids of the `Uid:` line of `/proc/<pid>/status`. */
export function parseStatusUids(text: string): number[] | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith('Uid:')) continue;
    const uids = line.slice(4).trim().split(/\s+/).map(Number);
    return uids.length === 4 && uids.every((u) => Number.isInteger(u) && u >= 0) ? uids : null;
  }
  return null;
}

export function isLive(entry: Pick<ProcessEntry, 'state'>): boolean {
  return entry.state !== 'Z' && entry.state !== 'X';
}

// Synchronous on purpose: a few hundred tiny reads of a virtual filesystem cost less than the
// thread-pool round trips of their async twins, and the table is one consistent-ish snapshot.
function readEntry(pid: number): ProcessEntry | null {
  try {
    const s = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    const uids = parseStatusUids(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return s === null || uids === null ? null : { pid, ...s, uids };
  } catch {
    return null; // exited while we looked
  }
}

/** Every process /proc lists right now (those that exit meanwhile are left out). */
export function listProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readEntry(Number(name));
    if (entry !== null) entries.push(entry);
  }
  return entries;
}

/** Live processes any of whose uids is `uid` (zombies are dead and cannot act). */
export function liveProcessesOf(uid: number): ProcessEntry[] {
  return listProcesses().filter((p) => isLive(p) && p.uids.includes(uid));
}

/** `root` and every process below it, by parent links (pure, linear in the table). */
export function descendants(table: ProcessEntry[], root: number): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const p of table) {
    const list = children.get(p.ppid);
    if (list === undefined) children.set(p.ppid, [p]);
    else list.push(p);
  }
  const out: ProcessEntry[] = [];
  const seen = new Set<number>();
  const stack = table.filter((p) => p.pid === root);
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen.has(p.pid)) continue;
    seen.add(p.pid);
    out.push(p);
    for (const c of children.get(p.pid) ?? []) stack.push(c);
  }
  return out;
}

/** The pid's ancestors up to (not including) pid 0, nearest first. */
export function ancestors(table: ProcessEntry[], pid: number): number[] {
  const parent = new Map(table.map((p) => [p.pid, p.ppid]));
  const out: number[] = [];
  const seen = new Set<number>();
  let at = parent.get(pid);
  while (at !== undefined && at > 0 && !seen.has(at)) {
    seen.add(at);
    out.push(at);
    at = parent.get(at);
  }
  return out;
}
