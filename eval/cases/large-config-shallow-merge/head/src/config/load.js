// The configuration the service starts with: defaults, then the config file, then the
// environment; validated and frozen. Read once at start-up.
import { readFileSync } from 'node:fs';
import { DEFAULTS } from './defaults.js';
import { envLayer } from './env.js';
import { freezeDeep, mergeConfig } from './merge.js';
import { ConfigError, validateConfig } from './validate.js';

/** The JSON object of the config file at `path` (a file may set any subset of the keys). */
export function readConfigFile(path, read = readFileSync) {
  let parsed;
  try {
    parsed = JSON.parse(read(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`cannot read ${path}: ${error.message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${path} must hold a JSON object`);
  }
  return parsed;
}

export function loadConfig({ env = {}, file = null } = {}) {
  const fromFile = file === null ? DEFAULTS : mergeConfig(DEFAULTS, file);
  const config = mergeConfig(fromFile, envLayer(env, fromFile));
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
