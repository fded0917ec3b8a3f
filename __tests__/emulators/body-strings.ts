// Every string inside a parsed request body, in the order it was written: what a test searches
// for a leak, and what a scripted reviewer reads the diff from.

export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) stringsIn(v, out);
  }
  return out;
}
