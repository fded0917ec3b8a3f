// The neutraliser's placeholders (src/trust/output.ts): each finished piece of output (a code
// span, a kept link, an escape) is set aside as a placeholder so no later rule rewrites inside it,
// then restored at the end. Pure.

// Placeholders for finished pieces: U+E000, the index in base 16 spelled U+E010..U+E01F, U+E001,
// so no later pattern (digits, letters, punctuation) can match inside one. Input loses
// U+E000..U+E01F. Encoding and decoding are plain arithmetic: a hostile text can make hundreds of
// thousands of pieces, and each costs only a few string operations.
const PH_OPEN = '\uE000';
const PH_CLOSE = '\uE001';
const DIGIT_BASE = 0xe010;
const RESERVED = /[\uE000-\uE01F]/g;
const HAS_RESERVED = /[\uE000-\uE01F]/;

export function stripReserved(text: string): string {
  return HAS_RESERVED.test(text) ? text.replace(RESERVED, '') : text;
}

/** Pieces and fenced code keep their text, but not a raw `<`: a fullwidth `＜` reads the same and
 * no parser (GitHub's, or another gate's marker search) takes it for markup. */
export function inertCode(text: string): string {
  return text.includes('<') ? text.replace(/</g, '\uFF1C') : text;
}

export class Pieces {
  private readonly items: string[] = [];
  put(text: string): string {
    let index = this.items.length;
    this.items.push(text);
    let digits = '';
    do {
      digits = String.fromCharCode(DIGIT_BASE + (index & 15)) + digits;
      index >>>= 4;
    } while (index > 0);
    return PH_OPEN + digits + PH_CLOSE;
  }
  /** Expands every placeholder. Where two pieces meet backtick to backtick, a space goes between:
   * adjacent backtick runs merge into one longer run and would re-pair the code spans. */
  restore(text: string): string {
    const out: string[] = [];
    let last = '';
    const emit = (chunk: string): void => {
      if (chunk.length === 0) return;
      if (last === '`' && chunk.charCodeAt(0) === 96) out.push(' ');
      out.push(chunk);
      last = chunk[chunk.length - 1] ?? '';
    };
    const expand = (t: string, depth: number): void => {
      let from = 0;
      for (let open = t.indexOf(PH_OPEN); open !== -1; open = t.indexOf(PH_OPEN, from)) {
        let index = 0;
        let j = open + 1;
        for (; j < t.length; j += 1) {
          const d = t.charCodeAt(j) - DIGIT_BASE;
          if (d < 0 || d > 15) break;
          index = index * 16 + d;
        }
        if (j === open + 1 || t[j] !== PH_CLOSE) {
          // Not a placeholder of ours (cannot happen: input loses the reserved range); drop it.
          emit(stripReserved(t.slice(from, j)));
          from = j;
          continue;
        }
        emit(stripReserved(t.slice(from, open)));
        const item = this.items[index] ?? '';
        // Pieces may hold placeholders of earlier pieces (a link's text); nesting is shallow.
        if (depth < 8 && item.includes(PH_OPEN)) expand(item, depth + 1);
        else emit(inertCode(stripReserved(item)));
        from = j + 1;
      }
      emit(stripReserved(t.slice(from)));
    };
    expand(text, 0);
    return out.join('');
  }
}
