export function post(message) {
  return { text: message };
}
