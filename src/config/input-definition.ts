// The shape of one action input in the table that drives readConfig, the generated input docs and
// the action.yml check (#27). A lane that needs an input of its own declares one of these in its
// module; the entry hands the lanes' definitions to readConfig beside the core table, so the
// config layer never imports a lane. Pure types.

/** One action input: its name, its default written once, its docs, and its parser. */
export interface InputDefinition<T = unknown> {
  /** The name in action.yml (`forced-lanes`). */
  readonly name: string;
  /** The raw default action.yml declares, or '' for none; `parse('')` must yield the default. */
  readonly default: string;
  /** One paragraph for docs/inputs.md and action.yml's `description`. */
  readonly description: string;
  /** Whether the input is a secret (an API key): docs say so, and it is masked before any log. */
  readonly secret?: boolean;
  /**
   * The typed value of the trimmed raw string ('' when unset). Throws a ConfigError that names
   * the input and says how to fix it; readConfig collects every such error before it throws.
   */
  parse(raw: string): T;
}
