// What a reader (and GitHub's notifier) sees as live text in a markdown body: fenced blocks and
// code spans removed, numeric character references decoded. Mentions, references and images
// found in what remains would be live.

/** `markdown` with every fenced block and code span blanked out. */
export function liveText(markdown: string): string {
  const prose: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (open !== undefined && open[0] === fence[0] && open.length >= fence.length) fence = null;
      continue;
    }
    if (open !== undefined) {
      fence = open;
      continue;
    }
    prose.push(line);
  }
  const text = prose.join('\n');
  let out = '';
  let i = 0;
  while (i < text.length) {
    // A backslash-escaped punctuation character (`\``) is literal: it opens no code span.
    if (text[i] === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1]!)) {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      out += text[i];
      i += 1;
      continue;
    }
    let n = 0;
    while (text[i + n] === '`') n += 1;
    const ticks = '`'.repeat(n);
    let close = -1;
    for (let j = text.indexOf(ticks, i + n); j !== -1; j = text.indexOf(ticks, j + 1)) {
      if (text[j - 1] !== '`' && text[j + n] !== '`') {
        close = j;
        break;
      }
    }
    if (close === -1) {
      out += ticks;
      i += n;
    } else {
      out += ' ';
      i = close + n;
    }
  }
  return out
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)));
}

/** Live mentions (`@user`, `@org/team`) in rendered markdown. */
export function liveMentions(markdown: string): string[] {
  // An escaped `\@` still renders as `@`; an `@` inside a word (an e-mail) does not notify.
  return [...liveText(markdown).matchAll(/(?<![\w`])\\?@[A-Za-z0-9][\w-]*(?:\/[\w.-]+)?/g)].map(
    (m) => m[0],
  );
}

/** Live issue references (`#5`, `owner/repo#5`, `GH-5`) in rendered markdown. */
export function liveRefs(markdown: string): string[] {
  return [...liveText(markdown).matchAll(/(?<![\w&`])(?:[\w.-]+\/[\w.-]+)?#\d+\b|\bGH-\d+\b/g)].map(
    (m) => m[0],
  );
}
