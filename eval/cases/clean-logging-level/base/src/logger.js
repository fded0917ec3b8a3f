export function createLogger(_level, write = console.log) {
  return (level, message) => write(`[${level}] ${message}`);
}
