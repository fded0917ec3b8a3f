export function cacheKey(os, lockHash) {
  return `toolchain-${os}-${lockHash}`;
}
