// The replies asked on a chunk's evidence prefix — the gate's, lane selection's and each lane's —
// as one output family (models/output-family.ts): when a prefix is warmed for the prompt cache,
// each of these calls sends the same envelope schema, so the cached prefix is shared. Built on
// first use, so the lanes that import this module are fully loaded by then.
import { outputFamily, type OutputFamily } from '../models/output-family.js';
import { gateReplySchema } from './fresh-context/verdict.js';
import { criterionCheckSchema, holisticReplySchema } from './gauntlet/lanes/adversary.js';
import { codeReviewReplySchema } from './gauntlet/lanes/code-review.js';
import { probeReplySchema } from './gauntlet/lanes/probe.js';
import { securityReplySchema } from './gauntlet/lanes/security.js';
import { selectReplySchema } from './gauntlet/lanes/select.js';

let family: OutputFamily | undefined;

export function reviewReplyFamily(): OutputFamily {
  family ??= outputFamily('done_gate_reply', [
    gateReplySchema,
    codeReviewReplySchema,
    securityReplySchema,
    probeReplySchema,
    criterionCheckSchema,
    holisticReplySchema,
    // Lane selection reads the first chunk's prefix beside the floor lanes.
    selectReplySchema,
  ]);
  return family;
}
