// The profile form on the settings page, filled with what the person saved last, and the
// handler that saves it.
import { escapeAttr, escapeText, html } from '../html/escape.js';
import { layout } from '../html/layout.js';
import { ProfileError, profileOf, saveProfile } from './store.js';

const FIELDS = [
  ['displayName', 'Display name', 'text'],
  ['location', 'Location', 'text'],
  ['website', 'Website', 'url'],
];

function input([name, label, type], profile) {
  return (
    `<label>${escapeText(label)} ` +
    `<input name="${escapeAttr(name)}" type="${escapeAttr(type)}" value="${escapeAttr(profile[name] ?? '')}">` +
    '</label>'
  );
}

export function settingsPage(userId, { nonce, message = null }) {
  const profile = profileOf(userId) ?? { displayName: '', bio: '', website: '', location: '' };
  const body = html([
    '<h1>Your profile</h1>',
    '<form method="post" action="/settings/profile">',
    ...FIELDS.map((field) => input(field, profile)),
    `<label>About you <textarea name="bio">${escapeText(profile.bio)}</textarea></label>`,
    '<button>Save</button>',
    '</form>',
  ]);
  return layout({ title: 'Settings', path: '/settings', body, message, nonce });
}

/** POST /settings/profile: saves, then shows the form again with a message. */
export function saveSettings(userId, form, { nonce }) {
  try {
    saveProfile(userId, form);
    return {
      status: 200,
      body: settingsPage(userId, { nonce, message: { kind: 'info', text: 'Saved.' } }),
    };
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    return {
      status: 400,
      body: settingsPage(userId, { nonce, message: { kind: 'error', text: error.message } }),
    };
  }
}
