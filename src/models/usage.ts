// Token / cost accounting and the hard caps (`max-tokens`, `max-cost-usd`). Pure.
import type { CallerLane, Usage } from './types.js';

export interface UsageReport {
  /** Sum of every counted reply. `costUsd` is null when any reply's price was unknown. */
  total: Usage;
  /** Sum of the costs that were known (equals total.costUsd when every price was known). */
  knownCostUsd: number;
  /** Replies whose usage was counted (a re-ask or retry that got a reply counts again). */
  replies: number;
  byLane: Partial<Record<CallerLane, Usage>>;
  /** lane → step (`X-Done-Gate-Step`) → usage. */
  byStep: Partial<Record<CallerLane, Record<string, Usage>>>;
  /** `provider/model` → usage. */
  byModel: Record<string, Usage>;
  /** Models that answered but have no price in the catalog (their cost is not in knownCostUsd). */
  unpricedModels: string[];
}

export interface Caps {
  maxTokens: number | null;
  maxCostUsd: number | null;
}

export interface Estimate {
  model: string;
  tokens: number;
  /** Null when the model's price is unknown. */
  costUsd: number | null;
}

export type Reservation =
  | { ok: true; release: () => void }
  | { ok: false; cap: 'max-tokens' | 'max-cost-usd'; message: string };

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    costUsd: a.costUsd === null || b.costUsd === null ? null : a.costUsd + b.costUsd,
  };
}

const zero = (): Usage => ({ inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, costUsd: 0 });

function fmtUsd(value: number): string {
  return `$${value.toFixed(value < 1 ? 4 : 2)}`;
}

/**
 * Counts what every reply cost and refuses a call before it is sent when the spent amount plus
 * the amounts reserved by calls in flight plus this call's estimate would cross a cap. Reserving
 * (not just checking) keeps the caps hard when the runner sends calls concurrently.
 */
export class UsageLedger {
  private spentTokens = 0;
  private spentCost = 0;
  private reservedTokens = 0;
  private reservedCost = 0;
  private total = zero();
  private replies = 0;
  private readonly byLane: Partial<Record<CallerLane, Usage>> = {};
  private readonly byStep: Partial<Record<CallerLane, Record<string, Usage>>> = {};
  private readonly byModel: Record<string, Usage> = {};
  private readonly unpriced = new Set<string>();

  constructor(private readonly caps: Caps) {}

  reserve(estimate: Estimate): Reservation {
    const { maxTokens, maxCostUsd } = this.caps;
    if (maxTokens !== null) {
      const committed = this.spentTokens + this.reservedTokens;
      if (committed + estimate.tokens > maxTokens) {
        return {
          ok: false,
          cap: 'max-tokens',
          message: `max-tokens (${maxTokens}) would be crossed: ${committed} tokens spent or in flight + about ${estimate.tokens} for this call to ${estimate.model}; the call was not sent`,
        };
      }
    }
    if (maxCostUsd !== null) {
      if (estimate.costUsd === null) {
        return {
          ok: false,
          cap: 'max-cost-usd',
          message: `max-cost-usd (${fmtUsd(maxCostUsd)}) cannot be enforced: the price of ${estimate.model} is unknown; add it to \`model-catalog\`; the call was not sent`,
        };
      }
      const committed = this.spentCost + this.reservedCost;
      if (committed + estimate.costUsd > maxCostUsd) {
        return {
          ok: false,
          cap: 'max-cost-usd',
          message: `max-cost-usd (${fmtUsd(maxCostUsd)}) would be crossed: ${fmtUsd(committed)} spent or in flight + about ${fmtUsd(estimate.costUsd)} for this call to ${estimate.model}; the call was not sent`,
        };
      }
    }
    const tokens = estimate.tokens;
    const cost = estimate.costUsd ?? 0;
    this.reservedTokens += tokens;
    this.reservedCost += cost;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.reservedTokens -= tokens;
        this.reservedCost -= cost;
      },
    };
  }

  record(lane: CallerLane, step: string, model: string, usage: Usage): void {
    this.replies += 1;
    this.spentTokens += usage.inputTokens + usage.outputTokens;
    if (usage.costUsd !== null) this.spentCost += usage.costUsd;
    else this.unpriced.add(model);
    this.total = addUsage(this.total, usage);
    this.byLane[lane] = addUsage(this.byLane[lane] ?? zero(), usage);
    const steps = (this.byStep[lane] ??= {});
    steps[step] = addUsage(steps[step] ?? zero(), usage);
    this.byModel[model] = addUsage(this.byModel[model] ?? zero(), usage);
  }

  report(): UsageReport {
    const clone = <T>(value: T): T => structuredClone(value);
    return {
      total: { ...this.total },
      knownCostUsd: this.spentCost,
      replies: this.replies,
      byLane: clone(this.byLane),
      byStep: clone(this.byStep),
      byModel: clone(this.byModel),
      unpricedModels: [...this.unpriced].sort(),
    };
  }
}
