// The stages the action loads after its `pending` status: collect, plan → review → decide, and
// publish. Loaded on demand so the first write to GitHub does not wait for the whole pipeline's
// code to compile.
export { collectChange } from './collect.js';
export { repositoryAccess } from './repository.js';
export { recheck, reviewInput, withBesideBlockers } from './review.js';
export { judge } from '../pipeline/judge.js';
export { publishVerdict } from '../publish/verdict.js';
