import { escapeHtml } from './escape.js';

export function profileCard(user) {
  // Escaped once: twice turned O'Brien into O&amp;#39;Brien, which the browser shows as O&#39;Brien.
  return `<div class="card"><h2>${escapeHtml(user.name)}</h2></div>`;
}
