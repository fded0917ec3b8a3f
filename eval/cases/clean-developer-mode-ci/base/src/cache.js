export function cacheKey(os) {
  return `toolchain-${os}`;
}
