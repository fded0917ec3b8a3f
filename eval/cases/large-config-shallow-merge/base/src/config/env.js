// Overrides from the environment: PORT, HOST, LOG_LEVEL, LOG_FORMAT, RETRY_ATTEMPTS.
import { ConfigError } from './validate.js';

function integer(name, raw) {
  if (!/^\d+$/.test(raw))
    throw new ConfigError(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * The layer the environment adds on top of `current`. mergeConfig replaces whole sections, so
 * each section the environment touches is rebuilt from `current` with the variables applied.
 */
export function envLayer(env, current) {
  const layer = {};
  if (env.PORT !== undefined || env.HOST !== undefined) {
    layer.http = {
      ...current.http,
      ...(env.PORT !== undefined && { port: integer('PORT', env.PORT) }),
      ...(env.HOST !== undefined && { host: env.HOST }),
    };
  }
  if (env.LOG_LEVEL !== undefined || env.LOG_FORMAT !== undefined) {
    layer.log = {
      ...current.log,
      ...(env.LOG_LEVEL !== undefined && { level: env.LOG_LEVEL.toLowerCase() }),
      ...(env.LOG_FORMAT !== undefined && { format: env.LOG_FORMAT.toLowerCase() }),
    };
  }
  if (env.RETRY_ATTEMPTS !== undefined) {
    layer.retry = { ...current.retry, attempts: integer('RETRY_ATTEMPTS', env.RETRY_ATTEMPTS) };
  }
  return layer;
}
