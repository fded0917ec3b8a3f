import { average } from './stats.js';

export function dashboard(samples) {
  return { count: samples.length, average: `${Math.round(average(samples))} ms` };
}
