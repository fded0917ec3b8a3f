// The people pages: the directory of the team and one person's profile.
import { escapeAttr, escapeText, html } from '../html/escape.js';
import { layout } from '../html/layout.js';
import { allProfiles, profileOf } from './store.js';

function initials(name) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

function card(profile) {
  return (
    `<li class="person"><a href="/people/${encodeURIComponent(profile.userId)}">` +
    `<span class="avatar" aria-hidden="true">${escapeText(initials(profile.displayName))}</span>` +
    `${escapeText(profile.displayName)}</a></li>`
  );
}

export function directoryPage({ nonce }) {
  const people = allProfiles();
  const body =
    people.length === 0
      ? '<p>No one has a profile yet.</p>'
      : `<ul class="people">${people.map(card).join('')}</ul>`;
  return layout({ title: 'People', path: '/people', body, nonce });
}

function paragraphs(text) {
  return text
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function profilePage(userId, { nonce }) {
  const profile = profileOf(userId);
  if (!profile)
    return {
      status: 404,
      body: layout({ title: 'Not found', path: '/people', body: '<p>No such person.</p>', nonce }),
    };
  const body = html([
    `<h1 data-user="${escapeAttr(profile.userId)}">${escapeText(profile.displayName)}</h1>`,
    profile.location ? `<p class="location">${escapeText(profile.location)}</p>` : '',
    paragraphs(profile.bio),
  ]);
  return {
    status: 200,
    body: layout({ title: profile.displayName, path: '/people', body, nonce }),
  };
}
