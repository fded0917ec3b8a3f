import { escapeHtml } from './escape.js';

export function profileCard(user) {
  return `<div class="card"><h2>${escapeHtml(escapeHtml(user.name))}</h2></div>`;
}
