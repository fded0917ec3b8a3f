// The stages the action loads after its `pending` status: collect, declared checks, judge. Loaded
// on demand so the first write to GitHub does not wait for the whole pipeline's code to compile.
export { collectEvidence, readWorkspaceFile } from './collect.js';
export {
  checksFromRecord,
  executeDeclared,
  gateProtectedPaths,
  probeInput,
} from '../pipeline/checks.js';
export { decideAndRender, judge } from '../pipeline/judge.js';
export { newDelimiter } from '../trust/fence.js';
export { hashText, rereadPullRequest } from '../github/pull.js';
export { runningWorkflowBlockers } from '../trust/protected-paths.js';
export { supersededReasons } from '../pipeline/superseded.js';
