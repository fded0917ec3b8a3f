export function avatar(user) {
  return { kind: 'image', src: user.avatarUrl.trim() };
}
