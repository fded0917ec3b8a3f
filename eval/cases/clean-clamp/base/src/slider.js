export function setVolume(state, value) {
  return { ...state, volume: value };
}
