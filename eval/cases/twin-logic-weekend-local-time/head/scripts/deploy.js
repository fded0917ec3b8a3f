import { isWeekend } from '../src/calendar.js';

export function deploy(run, now = new Date()) {
  if (isWeekend(now)) throw new Error('no deploys on weekends');
  return run('deploy');
}
