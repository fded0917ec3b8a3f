export function avatar(user) {
  if (typeof user.avatarUrl !== 'string' || user.avatarUrl.trim() === '') {
    const initials = user.name
      .split(/\s+/)
      .filter((part) => part !== '')
      .map((part) => part[0].toUpperCase())
      .join('');
    return { kind: 'initials', text: initials };
  }
  return { kind: 'image', src: user.avatarUrl.trim() };
}
