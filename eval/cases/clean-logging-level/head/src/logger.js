const ORDER = ['debug', 'info', 'warn', 'error'];

export function createLogger(minimum, write = console.log) {
  const floor = ORDER.indexOf(minimum);
  if (floor < 0) throw new Error(`unknown log level: ${minimum}`);
  return (level, message) => {
    if (ORDER.indexOf(level) >= floor) write(`[${level}] ${message}`);
  };
}
