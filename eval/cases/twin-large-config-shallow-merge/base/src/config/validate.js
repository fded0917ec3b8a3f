// Checks a merged configuration: every key of every section present with the right type and in
// range. The first problem is thrown, named by its dotted path.
import { DEFAULTS } from './defaults.js';

export class ConfigError extends Error {}

const LEVELS = ['debug', 'info', 'warn', 'error'];
const FORMATS = ['json', 'text'];

const RULES = {
  'http.host': (v) => typeof v === 'string' && v !== '',
  'http.port': (v) => Number.isInteger(v) && v > 0 && v < 65536,
  'http.timeoutMs': (v) => Number.isInteger(v) && v > 0,
  'http.bodyLimitBytes': (v) => Number.isInteger(v) && v > 0,
  'retry.attempts': (v) => Number.isInteger(v) && v >= 1 && v <= 10,
  'retry.delayMs': (v) => Number.isInteger(v) && v >= 0,
  'retry.maxDelayMs': (v) => Number.isInteger(v) && v >= 0,
  'log.level': (v) => LEVELS.includes(v),
  'log.format': (v) => FORMATS.includes(v),
  'cache.ttlSeconds': (v) => Number.isInteger(v) && v >= 0,
  'cache.maxEntries': (v) => Number.isInteger(v) && v >= 0,
};

export function validateConfig(config) {
  for (const section of Object.keys(config)) {
    if (!Object.hasOwn(DEFAULTS, section)) throw new ConfigError(`unknown section: ${section}`);
  }
  for (const [path, ok] of Object.entries(RULES)) {
    const [section, key] = path.split('.');
    const value = config[section]?.[key];
    if (!ok(value)) throw new ConfigError(`${path} is invalid: ${JSON.stringify(value)}`);
  }
  if (config.retry.delayMs > config.retry.maxDelayMs) {
    throw new ConfigError('retry.delayMs is larger than retry.maxDelayMs');
  }
  return config;
}
