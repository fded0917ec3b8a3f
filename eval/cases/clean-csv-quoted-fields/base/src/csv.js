export function parseLine(line) {
  return line.split(',');
}
