import { clamp } from './clamp.js';

export function setVolume(state, value) {
  return { ...state, volume: clamp(value, 0, 100) };
}
