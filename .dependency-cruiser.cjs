// The stage order of docs/architecture.md as a rule: a module imports its own layer or a lower one,
// never a higher one, and no import cycle exists. `npm run lint` runs it; the architecture test
// cruises src/ with these same rules and proves a fixture's upward import is reported.
//
// Top to bottom. Two rows of the document's order are split in the direction their imports run:
// decide reads the review's results, the review reads the plan, the plan never reads the review
// (and checks read none of them); models read config's provider list, config reads no model.
/** @type {ReadonlyArray<{ name: string; path: string }>} */
const LAYERS = [
  { name: 'entry', path: '^src/(index|main|cli)[.]ts$|^src/(action|cli)/' },
  { name: 'publish', path: '^src/(publish|approval|merge-queue)/' },
  { name: 'pipeline', path: '^src/pipeline/' },
  { name: 'decide', path: '^src/decide/' },
  { name: 'review', path: '^src/review/' },
  { name: 'plan', path: '^src/plan/' },
  { name: 'checks', path: '^src/checks/' },
  { name: 'repository', path: '^src/repository/' },
  { name: 'github-models', path: '^src/(github|models)/' },
  { name: 'config', path: '^src/config[.]ts$|^src/config/' },
  { name: 'trust', path: '^src/trust/' },
  { name: 'evidence', path: '^src/evidence/' },
  { name: 'base', path: '^src/(errors|plain-text|event-loop)[.]ts$' },
];

const upwardRules = LAYERS.slice(1).map((layer, index) => ({
  name: `${layer.name}-imports-up`,
  comment: `src/ ${layer.name} may import its own layer or lower, never: ${LAYERS.slice(
    0,
    index + 1,
  )
    .map((l) => l.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: LAYERS.slice(0, index + 1).map((l) => `(${l.path})`) },
}));

module.exports = {
  forbidden: [
    ...upwardRules,
    {
      name: 'no-circular',
      comment: 'an import cycle (type-only imports count: a type circle is still a circle)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-in-a-layer',
      comment: 'every module of src/ sits in one layer of the stage order (add it to LAYERS)',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERS.map((l) => `(${l.path})`) },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a type pulled from a higher layer couples the layers.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    progress: { type: 'none' },
  },
};
