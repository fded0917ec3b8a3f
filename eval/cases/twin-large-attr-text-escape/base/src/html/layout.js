// The frame every page shares: head, navigation, the flash message and the footer.
import { escapeAttr, escapeText, html } from './escape.js';

const NAV = [
  ['/', 'Home'],
  ['/people', 'People'],
  ['/settings', 'Settings'],
];

function navigation(current) {
  const items = NAV.map(([href, label]) => {
    const active = href === current ? ' aria-current="page"' : '';
    return `<li><a href="${escapeAttr(href)}"${active}>${escapeText(label)}</a></li>`;
  });
  return `<nav><ul>${items.join('')}</ul></nav>`;
}

function flash(message) {
  if (!message) return '';
  const kind = ['info', 'error'].includes(message.kind) ? message.kind : 'info';
  return `<p class="flash flash-${kind}" role="status">${escapeText(message.text)}</p>`;
}

/** A whole page: `body` is already-escaped HTML. */
export function layout({ title, path, body, message = null, nonce }) {
  return html([
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeText(title)} · Team</title>`,
    `<script nonce="${escapeAttr(nonce)}" src="/app.js" defer></script></head>`,
    '<body>',
    navigation(path),
    flash(message),
    `<main>${body}</main>`,
    '<footer><a href="/privacy">Privacy</a></footer>',
    '</body></html>',
  ]);
}
