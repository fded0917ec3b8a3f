export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (match === null) throw new Error(`not a version: ${text}`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: null };
}
