// Combining configuration layers (defaults, then each source of overrides in order).

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges layers left to right, one level deep: a layer's top-level key replaces the previous
 * value whole. A layer that sets `retry` replaces the entire retry section — that is how an
 * operator clears a section's optional keys — so a layer must carry every key of a section it
 * sets. Undefined values are skipped.
 */
export function mergeConfig(...layers) {
  const result = {};
  for (const layer of layers) {
    if (layer === undefined || layer === null) continue;
    if (!isPlainObject(layer)) throw new TypeError('a configuration layer is an object');
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) result[key] = value;
    }
  }
  return result;
}

/** A deep copy that cannot be changed, so no module edits the configuration others read. */
export function freezeDeep(value) {
  if (!isPlainObject(value) && !Array.isArray(value)) return value;
  const copy = Array.isArray(value) ? value.map(freezeDeep) : {};
  if (!Array.isArray(value)) for (const [k, v] of Object.entries(value)) copy[k] = freezeDeep(v);
  return Object.freeze(copy);
}

/** The value at a dotted path ("retry.delayMs"), or undefined. */
export function getPath(config, path) {
  let node = config;
  for (const part of path.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}
