// The configuration the service starts with: defaults, then the environment; validated and
// frozen. Read once at start-up.
import { DEFAULTS } from './defaults.js';
import { envLayer } from './env.js';
import { freezeDeep, mergeConfig } from './merge.js';
import { validateConfig } from './validate.js';

export function loadConfig({ env = {} } = {}) {
  const config = mergeConfig(DEFAULTS, envLayer(env, DEFAULTS));
  return freezeDeep(validateConfig(config));
}

/** The configuration as the /debug/config page prints it (no secrets live in it). */
export function describeConfig(config) {
  return Object.entries(config)
    .flatMap(([section, values]) =>
      Object.entries(values).map(([key, value]) => `${section}.${key} = ${JSON.stringify(value)}`),
    )
    .join('\n');
}
