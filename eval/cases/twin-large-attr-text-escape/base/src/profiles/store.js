// People's profiles: what each member of the team says about themselves.

const profiles = new Map();

const LIMITS = { displayName: 80, bio: 2000, website: 500, location: 100 };

export class ProfileError extends Error {}

export function resetProfiles() {
  profiles.clear();
}

/** Saves a profile after checking field lengths; fields are stored as typed. */
export function saveProfile(userId, fields) {
  const profile = {
    userId,
    displayName: '',
    bio: '',
    website: '',
    location: '',
    ...profiles.get(userId),
  };
  for (const [key, limit] of Object.entries(LIMITS)) {
    if (fields[key] === undefined) continue;
    if (typeof fields[key] !== 'string') throw new ProfileError(`${key} must be text`);
    if (fields[key].length > limit)
      throw new ProfileError(`${key} has at most ${limit} characters`);
    profile[key] = fields[key];
  }
  if (profile.displayName.trim() === '') throw new ProfileError('a profile needs a display name');
  profiles.set(userId, profile);
  return { ...profile };
}

export function profileOf(userId) {
  const profile = profiles.get(userId);
  return profile ? { ...profile } : null;
}

export function allProfiles() {
  return [...profiles.values()]
    .map((p) => ({ ...p }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Removes a profile (when a member leaves the team). */
export function deleteProfile(userId) {
  return profiles.delete(userId);
}
