// The Action's side of the snapshot bench, in its own process so its wall time and peak RSS are
// its own (the GitHub emulator serving the archive runs in the parent): one tarball download
// through Octokit (302 to codeload followed) and the in-memory unpack. Prints one JSON line.
import { createGitHubClient } from '../src/github/client.js';
import { fetchSnapshot } from '../src/repository/archive.js';
import { DEFAULT_SNAPSHOT_CAPS } from '../src/repository/snapshot.js';
import { ownPeakRssBytes } from './peak-rss.js';

export interface SnapshotChildInput {
  baseUrl: string;
  token: string;
  owner: string;
  repo: string;
  sha: string;
}

export interface SnapshotChildResult {
  wallMs: number;
  cpuMs: number;
  /** RSS once the modules are loaded, before the download (bytes). */
  startRssBytes: number;
  peakRssBytes: number;
  files: number;
  bytes: number;
  inflatedBytes: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as SnapshotChildInput;
const octokit = createGitHubClient({ token: input.token, baseUrl: input.baseUrl });
const startRssBytes = process.memoryUsage().rss;
const cpu = process.cpuUsage();
const started = performance.now();
const result = await fetchSnapshot(
  octokit,
  { owner: input.owner, repo: input.repo },
  input.sha,
  DEFAULT_SNAPSHOT_CAPS,
);
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);
if (!result.ok) {
  process.stderr.write(`${result.error}\n`);
  process.exit(1);
}
const out: SnapshotChildResult = {
  wallMs,
  cpuMs: (used.user + used.system) / 1000,
  startRssBytes,
  peakRssBytes: ownPeakRssBytes(),
  files: result.snapshot.fileCount,
  bytes: result.snapshot.bytes,
  inflatedBytes: result.stats.inflatedBytes,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
