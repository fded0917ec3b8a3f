export function notification(title) {
  return { title };
}
