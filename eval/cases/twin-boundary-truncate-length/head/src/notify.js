import { truncate } from './truncate.js';

export function notification(title) {
  return { title: truncate(title, 50) };
}
