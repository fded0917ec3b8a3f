export function needsUpdate(current, latest) {
  return current !== latest;
}
