// The plan as the pipeline runs it. The review stage owns the choice of models and the gate's
// prompt; the plan sits below it, so this is where they meet: the models chosen go into the plan
// (its chunk budget), and the transcript leak guard runs over the gate's prompts built from it,
// before any model is asked.
import { implementerFamily } from '../evidence/implementer.js';
import { planReview } from '../plan/plan.js';
import type { PlanInput, ReviewPlan } from '../plan/plan.js';
import { findTranscriptLeak, transcriptCanLeak } from '../review/fresh-context/leak-guard.js';
import { buildReviewPrompt } from '../review/fresh-context/prompt.js';
import { assignModels } from '../review/models.js';

/** Plans the review with the models the review stage assigns, then applies the leak guard. */
export function planForReview(input: Omit<PlanInput, 'models'>): ReviewPlan {
  const { evidence, config } = input;
  const models = assignModels(
    config,
    evidence.implementer.model,
    implementerFamily(evidence.implementer),
  );
  const plan = planReview({ ...input, models });
  // The gate's prompts hold everything any reviewer reads, so the leak guard checks those.
  // A transcript too short to leak needs no prompts built.
  const transcript = evidence.implementer.transcript;
  if (!transcriptCanLeak(transcript)) return plan;
  const prompts = plan.gateInputs.map((inputs) => buildReviewPrompt(inputs));
  const leak = transcriptLeak(transcript, prompts);
  if (leak === null) return plan;
  // A leak outranks every other reason not to ask a model.
  return { ...plan, blockers: [...new Set([...plan.blockers, leak])], noReview: leak };
}

/** The leak guard over every prompt a reviewer would see, before any is sent. */
function transcriptLeak(transcript: string, prompts: readonly string[]): string | null {
  for (const [i, prompt] of prompts.entries()) {
    const leak = findTranscriptLeak(transcript, prompt);
    if (leak !== null) {
      return `fresh-context violation: ${leak.length} characters of the implementer's transcript appear verbatim in the reviewer prompt (chunk ${i + 1}); build the spec, diff and test output without it`;
    }
  }
  return null;
}
