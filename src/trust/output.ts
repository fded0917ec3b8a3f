// Placeholder until the trust-boundary work lands (issue #6): renderers call this on every string a
// model wrote before it reaches markdown.
export function neutralizeModelText(text: string): string {
  return text;
}
