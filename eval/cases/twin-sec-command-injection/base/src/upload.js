export function accept(file) {
  return { stored: file };
}
