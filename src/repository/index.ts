// Repository snapshots and the read-only tools over them (#17): what the lead wires into lanes.
export { fetchSnapshot, unpackTarball } from './archive.js';
export type {
  RepoRef,
  SnapshotFetch,
  TarballClient,
  UnpackResult,
  UnpackStats,
} from './archive.js';
export { DEFAULT_TOOL_CAPS, ToolBudget } from './budget.js';
export type { ToolCaps } from './budget.js';
export { loadGitSnapshot, readGitSnapshot } from './git-source.js';
export { ToolReadRecord, toolReadFindings } from './screen.js';
export type { ToolReadHit, ToolRefusal } from './screen.js';
export { DEFAULT_SNAPSHOT_CAPS } from './snapshot.js';
export type { RepositorySnapshot, SnapshotCaps, SnapshotLookup } from './snapshot.js';
export {
  createRepositoryToolset,
  describeToolCall,
  laneRepositoryTools,
  searchSnapshot,
} from './tools.js';
export type { RepositoryToolsOptions, SnapshotResult } from './tools.js';
export { archiveAccess, gitAccess } from './access.js';
export type { RepositoryAccess } from './access.js';
