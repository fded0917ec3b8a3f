// The smoke slice (`--smoke`): a fixed handful of cases — one defect per model lane, one our rules
// catch alone, two clean — so a first run with real keys costs little (docs/evaluation.md shows the
// estimate) and still exercises every path of the scoring.
export const SMOKE_CASES: readonly string[] = [
  'sec-sql-injection',
  'logic-discount-threshold',
  'unmet-csv-header-row',
  'red-tap-not-ok',
  'clean-greeting',
  'clean-clamp',
];
