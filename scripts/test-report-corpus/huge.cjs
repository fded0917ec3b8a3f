// The huge generated suite: HUGE_N tests (default 2000) in groups of 100, two of them failing,
// far from the start and the end of the report.
const N = Number(process.env.HUGE_N || 2000);
module.exports = {
  N,
  groups: Array.from({ length: Math.ceil(N / 100) }, (_, g) =>
    Array.from({ length: Math.min(100, N - g * 100) }, (_, i) => g * 100 + i),
  ),
  fails: (i) => i === Math.floor(N * 0.35) || i === Math.floor(N * 0.7),
};
