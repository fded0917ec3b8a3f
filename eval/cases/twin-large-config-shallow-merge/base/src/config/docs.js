// The configuration reference in docs/configuration.md is generated from here, so the documented
// defaults are the real ones.
import { DEFAULTS } from './defaults.js';

const DESCRIPTIONS = {
  'http.host': 'Address the server listens on.',
  'http.port': 'Port the server listens on.',
  'http.timeoutMs': 'Time a request may take before it is answered 503.',
  'http.bodyLimitBytes': 'Largest request body accepted.',
  'retry.attempts': 'Calls to an upstream service in all, the first included.',
  'retry.delayMs': 'Wait before the first retry; doubled after each.',
  'retry.maxDelayMs': 'Longest wait between retries.',
  'log.level': 'debug, info, warn or error.',
  'log.format': 'json or text.',
  'cache.ttlSeconds': 'How long a cached upstream answer is used.',
  'cache.maxEntries': 'Most answers the cache holds.',
};

/** The reference table, one row per key. */
export function configurationReference() {
  const rows = ['| Key | Default | Meaning |', '| --- | --- | --- |'];
  for (const [section, values] of Object.entries(DEFAULTS)) {
    for (const [key, value] of Object.entries(values)) {
      const path = `${section}.${key}`;
      rows.push(`| \`${path}\` | \`${JSON.stringify(value)}\` | ${DESCRIPTIONS[path] ?? ''} |`);
    }
  }
  return rows.join('\n');
}
