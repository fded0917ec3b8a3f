// Every input of action.yml becomes one typed Config, read from the table of inputs
// (config/inputs-table.ts). readConfig is pure over an input getter, so the action passes
// `(n) => core.getInput(n)` and tests pass a map. An empty input means "not set": it takes the
// table's default (the CLI has no action.yml to supply defaults). Every input is read even after
// one fails, and all failures are thrown together, so a user fixes their configuration in one
// round.
import { ConfigError } from './errors.js';
import type { InputDefinition } from './config/input-definition.js';
import { coreInputs, PROVIDER_INPUTS } from './config/inputs-table.js';
import type { CoreFields, CoreInputOptions } from './config/inputs-table.js';
import type { Config, ProviderSettings } from './config/types.js';
import type { ProviderId } from './config/providers.js';

export interface ReadConfigOptions extends CoreInputOptions {
  /**
   * Inputs the caller declares beside the core table (a lane's own input). Their values land in
   * `Config.extraInputs` by name; their errors are reported with the core inputs'.
   */
  extraInputs?: readonly InputDefinition[];
}

/**
 * Reads and validates every input. Throws one ConfigError carrying every invalid input (its
 * `problems`, in action.yml's order, then the extra inputs'; `input` is the first), each message
 * saying how to fix it.
 */
export function readConfig(
  getInput: (name: string) => string,
  options: ReadConfigOptions = {},
): Config {
  const errors: ConfigError[] = [];
  /** The parsed value; undefined with the error kept when it does not parse (never returned). */
  const read = <T>(definition: InputDefinition<T>): T | undefined => {
    try {
      return definition.parse((getInput(definition.name) ?? '').trim());
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      errors.push(error);
      return undefined;
    }
  };

  const table: Readonly<Record<string, InputDefinition>> = coreInputs(options);
  // Each value has its field's type: the table's type pairs every field with its parser.
  const core = Object.fromEntries(
    Object.entries(table).map(([field, definition]) => [field, read(definition)]),
  ) as unknown as CoreFields;
  const providers = Object.fromEntries(
    Object.entries(PROVIDER_INPUTS).map(([provider, pair]) => [
      provider,
      { apiKey: read(pair.apiKey), baseUrl: read(pair.baseUrl) },
    ]),
  ) as Record<ProviderId, ProviderSettings>;
  const extraInputs = Object.fromEntries(
    (options.extraInputs ?? []).map((definition) => [definition.name, read(definition)]),
  );
  if (errors.length > 0) throw ConfigError.all(errors);
  return { ...core, providers, extraInputs };
}

/** The value readConfig read for an input its caller declared (`extraInputs`). */
export function inputValue<T>(config: Config, definition: InputDefinition<T>): T {
  if (!Object.hasOwn(config.extraInputs, definition.name)) {
    // A programming error: the caller read an input it did not hand to readConfig.
    throw new TypeError(`input '${definition.name}' was not declared to readConfig`);
  }
  return config.extraInputs[definition.name] as T;
}
