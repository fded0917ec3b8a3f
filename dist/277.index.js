export const id = 277;
export const ids = [277];
export const modules = {

/***/ 48763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   e1: () => (/* binding */ asText)
/* harmony export */ });
// Small text helpers shared by pure modules (the gauntlet, evidence summaries, fault text). They
// never throw, whatever they are handed.
/** Collapses all whitespace (newlines included) to single spaces and cuts to `max` characters. */
function oneLine(text, max = Number.POSITIVE_INFINITY) {
    const flat = asText(text).replace(/\s+/g, ' ').trim();
    return cut(flat, max);
}
/** Cuts to at most `max` UTF-16 units, ending in `…` when cut, never splitting a surrogate pair. */
function cut(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    let end = max - 1;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return `${text.slice(0, Math.max(0, end))}…`;
}
/** Any value as text: strings as they are, errors by message, the rest by a safe conversion. */
function asText(value) {
    if (typeof value === 'string')
        return value;
    try {
        if (value instanceof Error)
            return `${value.name}: ${value.message}`;
        if (typeof value === 'object' && value !== null)
            return JSON.stringify(value) ?? String(value);
        return String(value);
    }
    catch {
        try {
            return Object.prototype.toString.call(value);
        }
        catch {
            return '[unprintable value]';
        }
    }
}
/** A caught value as one line, for fault text (`<e>` in the reference's formats). */
function describeError(error, max = 500) {
    let text;
    try {
        text = error instanceof Error ? error.message || error.name : asText(error);
    }
    catch {
        text = 'unknown error';
    }
    return oneLine(text, max) || 'unknown error';
}


/***/ }),

/***/ 54155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ decodeEntities)
/* harmony export */ });
// HTML character references. GitHub renders `&#64;alice` as "@alice" (and mentions it), so the
// sanitisers look at the decoded text, not the spelling.
const NAMED = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    commat: '@',
    num: '#',
    sol: '/',
    bsol: '\\',
    colon: ':',
    semi: ';',
    excl: '!',
    quest: '?',
    lsqb: '[',
    rsqb: ']',
    lbrack: '[',
    rbrack: ']',
    lpar: '(',
    rpar: ')',
    lcub: '{',
    rcub: '}',
    lbrace: '{',
    rbrace: '}',
    grave: '`',
    period: '.',
    comma: ',',
    equals: '=',
    plus: '+',
    percnt: '%',
    dollar: '$',
    ast: '*',
    midast: '*',
    lowbar: '_',
    verbar: '|',
    vert: '|',
    hyphen: '\u2010',
    dash: '\u2010',
    zwsp: '\u200b',
    zwj: '\u200d',
    zwnj: '\u200c',
    shy: '\u00ad',
    lrm: '\u200e',
    rlm: '\u200f',
    NewLine: '\n',
    Tab: '\t',
    ZeroWidthSpace: '\u200b',
    NoBreak: '\u2060',
    InvisibleTimes: '\u2062',
    InvisibleComma: '\u2063',
};
const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;
function fromNumber(cp) {
    if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        return '\ufffd';
    }
    return String.fromCodePoint(cp);
}
/**
 * Decodes numeric references (with or without the `;`, as browsers do) and the named references
 * that matter for mentions, links and hidden characters. One pass: `&amp;#64;` becomes `&#64;`.
 */
function decodeEntities(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(REFERENCE, (whole, dec, hexDigits, name) => {
        if (dec !== undefined)
            return fromNumber(Number.parseInt(dec, 10));
        if (hexDigits !== undefined)
            return fromNumber(Number.parseInt(hexDigits, 16));
        if (name !== undefined && whole.endsWith(';')) {
            const value = NAMED[name] ?? NAMED[name.toLowerCase()];
            if (value !== undefined)
                return value;
        }
        return whole;
    });
}


/***/ }),

/***/ 20277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ backtickFence),
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   ZV: () => (/* binding */ inertLabel),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   xR: () => (/* binding */ tableCell)
/* harmony export */ });
/* unused harmony exports INERT_LINE_MAX, longestBacktickRun */
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48763);
/* harmony import */ var _invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26377);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92245);
// Foreign text (model text, fault text, file names, test names, commands, refs) placed inside
// markdown that our own code writes: one report line, an inline code span, a table cell. This is
// the one home for those rules; every renderer uses it instead of escaping on its own. Built on
// the neutraliser (output.ts) and the hidden-character rules (invisible.ts). Pure, and linear in
// the length of its input.



/** How much of a foreign text one report line keeps when the caller does not say. */
const INERT_LINE_MAX = 500;
// Our reports embed foreign text mid-line, never at a line start, so it is neutralised as such: a
// leading ``` or `#` in it is not a fence or a heading where it lands.
const MID_LINE = 'x ';
/**
 * Foreign text for one line of a report: flattened (newlines included, so it can never start a
 * line of its own — no forged sentinel, verdict or summary line) and cut FIRST, then neutralised —
 * never cut afterwards, since a cut could leave half a code span whose backtick pairs with a later
 * one and turns a neutralised mention live again. No live mention, reference, image, HTML, marker
 * or raw `<`; a second pass changes nothing.
 */
function inertLine(text, max = INERT_LINE_MAX) {
    const flat = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(text, max);
    if (flat === '')
        return '';
    const out = (0,_output_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeModelText */ .w)(MID_LINE + flat);
    // Flattened again: stripping hidden characters or comments can leave doubled or edge spaces the
    // first flattening had not seen, and a second pass must change nothing.
    return (out.startsWith(MID_LINE) ? out.slice(MID_LINE.length) : out).replace(/\s+/g, ' ').trim();
}
/** A name we quote in our own text (file name, spec ref, login): one visible line, inert. */
function inertLabel(name, max = 100) {
    return (0,_output_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeModelText */ .w)((0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleExcerpt */ .k_)(typeof name === 'string' ? name : String(name), max));
}
/** Length of the longest run of backticks in `text` (a scan: no array of matches to spread). */
function longestBacktickRun(text) {
    let longest = 0;
    for (let i = text.indexOf('`'); i !== -1; i = text.indexOf('`', i)) {
        let n = 0;
        while (text.charCodeAt(i + n) === 96)
            n += 1;
        if (n > longest)
            longest = n;
        i += n;
    }
    return longest;
}
/** A backtick fence that no run inside `text` can close: longer than its longest run. */
function backtickFence(text, minLength = 1) {
    return '`'.repeat(Math.max(minLength, longestBacktickRun(text) + 1));
}
/**
 * Foreign text as one inline code span that no content can end early: flattened to one line and
 * cut to `max` first (so a megabyte of hidden characters costs no more than `max` of them), hidden
 * characters then removed BEFORE the fence is measured (a later pass that strips them could join
 * two runs into one that closes the span), a `<` shown as `＜` (no parser takes it for markup), and
 * `(empty)` for nothing (a bare pair of backticks would open a span of its own).
 */
function inlineCode(text, max = Number.POSITIVE_INFINITY) {
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .stripInvisible */ ._0)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(text, max))).replace(/</g, '\uFF1C');
    if (body === '')
        return '`(empty)`';
    const fence = backtickFence(body);
    // A span that starts or ends with a backtick needs a space inside each fence; CommonMark strips
    // one space from each end of a span that has both, so the content shows exactly.
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/**
 * One line of inert markdown (from `inertLine` or `inlineCode`) as the content of a GFM table
 * cell: line breaks flattened and every `|` escaped — in code spans too, since GitHub splits the
 * row before it reads inline markup, and removes one backslash before each `|` as it does so —
 * so the cell never ends early or adds a column, and shows exactly its content. Never empty.
 * Written between spaces (`| ${cell} |`), as every table of ours is.
 */
function tableCell(markdown) {
    const out = markdown.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\|/g, '\\|');
    return out.trim() === '' ? ' ' : out;
}


/***/ }),

/***/ 92245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ neutralizeModelText)
});

// UNUSED EXPORTS: sanitizeModelOutput

// EXTERNAL MODULE: ./src/trust/entities.ts
var entities = __webpack_require__(54155);
// EXTERNAL MODULE: ./src/trust/invisible.ts
var invisible = __webpack_require__(26377);
;// CONCATENATED MODULE: ./src/trust/links.ts
// Links in model text, for the neutraliser (src/trust/output.ts): which destinations may stay
// clickable, and where a bare URL ends. Pure.
function hostAllowed(host, allowed) {
    const h = host.toLowerCase().replace(/\.$/, '');
    return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}
/** Only https links to an allowed host survive, and never a GitHub issue/PR/discussion link
 * (those create cross-references in the target repository). */
function judgeUrl(raw, allowed) {
    // Decided without parsing where the scheme alone decides: a hostile text may hold a hundred
    // thousand links, and a URL parse that throws costs microseconds each.
    const www = /^www\./i.test(raw);
    const scheme = www ? 'https' : /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw)?.[1]?.toLowerCase();
    if (scheme === undefined)
        return { ok: false, why: 'invalid URL' };
    if (scheme !== 'https')
        return { ok: false, why: `${scheme}: URL` };
    const url = URL.parse(www ? `https://${raw}` : raw);
    if (url === null)
        return { ok: false, why: 'invalid URL' };
    if (url.protocol !== 'https:')
        return { ok: false, why: `${url.protocol} URL` };
    if (url.username !== '' || url.password !== '')
        return { ok: false, why: 'URL with credentials' };
    if (!hostAllowed(url.hostname, allowed))
        return { ok: false, why: url.hostname };
    if (/^\/[^/]+\/[^/]+\/(?:issues|pull|pulls|discussions)(?:\/|$)/i.test(url.pathname)) {
        return { ok: false, why: `${url.hostname} issue/PR link` };
    }
    // `(`/`)` would end the markdown destination; `@` would read as a mention in some renderers.
    const href = url.href.replace(/[()@<>`"'\s\\]/g, (c) => encodeURIComponent(c));
    return { ok: true, href };
}
// Matched anywhere, even mid-word: wrapping a neighbour in a code span starts a fresh text node,
// and the renderer links a URL at the start of a node whatever came before.
const URL_START = /https?:\/\/|ftp:\/\/|www\./gi;
/** Characters that end a bare URL (GFM's, plus the placeholders of pieces already set aside). */
const URL_STOP = new Set([...' \t\n\r\f\v<>`|"\\[]\uE000\uE001']);
const URL_TRAILING = '?!.,:*_~\'"';
/**
 * Every bare URL of a text, each handed to `put`. A URL ends where GFM's would, and also at the
 * first `)` that closes nothing: renderers differ on where such a link stops, so what follows is
 * left as text for the other rules. Scanned by hand so each character is read once — a regex run
 * to the end of a chain of URLs from every URL in it would be quadratic.
 */
function replaceBareUrls(text, put) {
    URL_START.lastIndex = 0;
    let out = '';
    let copied = 0;
    for (let m = URL_START.exec(text); m !== null; m = URL_START.exec(text)) {
        const start = m.index;
        let end = start + m[0].length;
        let depth = 0;
        for (; end < text.length; end++) {
            const c = text[end];
            if (URL_STOP.has(c) || /\s/.test(c))
                break;
            if (c === '(')
                depth += 1;
            else if (c === ')') {
                if (depth === 0)
                    break;
                depth -= 1;
            }
        }
        while (end > start && URL_TRAILING.includes(text[end - 1]))
            end -= 1;
        if (end === start)
            continue;
        out += text.slice(copied, start) + put(text.slice(start, end));
        copied = end;
        URL_START.lastIndex = end;
    }
    return copied === 0 ? text : out + text.slice(copied);
}

;// CONCATENATED MODULE: ./src/trust/placeholders.ts
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
function stripReserved(text) {
    return HAS_RESERVED.test(text) ? text.replace(RESERVED, '') : text;
}
/** Pieces and fenced code keep their text, but not a raw `<`: a fullwidth `＜` reads the same and
 * no parser (GitHub's, or another gate's marker search) takes it for markup. */
function inertCode(text) {
    return text.includes('<') ? text.replace(/</g, '\uFF1C') : text;
}
class Pieces {
    items = [];
    put(text) {
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
    restore(text) {
        const out = [];
        let last = '';
        const emit = (chunk) => {
            if (chunk.length === 0)
                return;
            if (last === '`' && chunk.charCodeAt(0) === 96)
                out.push(' ');
            out.push(chunk);
            last = chunk[chunk.length - 1] ?? '';
        };
        const expand = (t, depth) => {
            let from = 0;
            for (let open = t.indexOf(PH_OPEN); open !== -1; open = t.indexOf(PH_OPEN, from)) {
                let index = 0;
                let j = open + 1;
                for (; j < t.length; j += 1) {
                    const d = t.charCodeAt(j) - DIGIT_BASE;
                    if (d < 0 || d > 15)
                        break;
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
                if (depth < 8 && item.includes(PH_OPEN))
                    expand(item, depth + 1);
                else
                    emit(inertCode(stripReserved(item)));
                from = j + 1;
            }
            emit(stripReserved(t.slice(from)));
        };
        expand(text, 0);
        return out.join('');
    }
}

// EXTERNAL MODULE: ./src/trust/redact.ts
var redact = __webpack_require__(88625);
;// CONCATENATED MODULE: ./src/trust/output.ts
// The output sanitiser: everything a model wrote passes through here before it reaches the PR
// comment, the job summary, annotations or step outputs. Rendered, the result cannot notify anyone
// (mentions), cross-reference an issue (refs, issue URLs, closing keywords), trigger a bot
// (`/command`, `@bot …`), fetch anything (images), link off the allowlist, inject HTML, forge our
// hidden marker, or break out of a code fence. Pure.
// Split for size: placeholders (placeholders.ts) and link rules (links.ts) live beside it; the
// one-line and code-span helpers built on it for our reports are in markdown.ts.





const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
const ASCII_PUNCT = /^[!-/:-@[-`{-~]$/;
const LOOKALIKES = {
    '\uFF20': '@',
    '\uFE6B': '@',
    '\uFF03': '#',
    '\uFE5F': '#',
    '\uFF3B': '[',
    '\uFF3D': ']',
    '\uFF1C': '<',
    '\uFE64': '<',
    '\uFF40': '`',
};
/** Splits into fenced code blocks and prose, CommonMark-style. Fence lines are re-emitted at
 * column 0 (so no list or quote container can end them early) and an unterminated fence is
 * closed at the end. */
function splitFences(lines) {
    const blocks = [];
    let prose = [];
    let i = 0;
    while (i < lines.length) {
        const line = lines[i] ?? '';
        const open = FENCE_OPEN.exec(line);
        const fence = open?.[1];
        if (open === null ||
            fence === undefined ||
            (fence[0] === '`' && (open[2] ?? '').includes('`'))) {
            prose.push(line);
            i += 1;
            continue;
        }
        if (prose.length > 0)
            blocks.push({ code: false, lines: prose });
        prose = [];
        const char = fence[0] ?? '`';
        const close = new RegExp(`^ {0,3}\\${char}{${fence.length},}[ \\t]*$`);
        const body = [fence + (open[2] ?? '')];
        i += 1;
        while (i < lines.length) {
            const l = lines[i] ?? '';
            i += 1;
            if (close.test(l))
                break;
            body.push(l);
        }
        // Closed with the opener's own fence, whether or not the model closed it.
        body.push(fence);
        blocks.push({ code: true, lines: body });
    }
    if (prose.length > 0)
        blocks.push({ code: false, lines: prose });
    return blocks;
}
function codeSpan(text) {
    return '`' + text.replace(/`/g, "'") + '`';
}
// Each run-prefixed pattern starts only where its run starts (the lookbehinds): tried from every
// position inside a long run of word characters, the run would be rescanned each time — quadratic.
const MENTION = /(?:(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+)?@[\p{L}\p{N}_-][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_-][\p{L}\p{N}_.-]*)?/gu;
const REF = /(?:(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|GH-\d+/gi;
const LEFTOVER_AT = /[^\s\p{L}\p{N}_|\\`\uE000-\uE01F]*@[^\s\p{L}\p{N}_|\\`\uE000-\uE01F]*(?=\S)/gu;
const ENTITY_LIKE = /&(?=#\d{1,8};|#[xX][0-9a-fA-F]{1,7};|[A-Za-z][A-Za-z0-9]*;)/g;
/** Whatever a rule below rewrites starts with one of these; a text with none is left as it is. */
const PLAIN_TRIGGER = /[@#/![\]~&<:]|www\.|GH-/i;
/** Plain inline text (code spans and escapes already set aside as placeholders). */
function neutralizePlain(text, ctx, lineStart) {
    if (!PLAIN_TRIGGER.test(text))
        return text;
    let s = !/:|www\./i.test(text)
        ? text
        : replaceBareUrls(text, (url) => {
            const v = judgeUrl(url, ctx.allowed);
            return ctx.pieces.put(v.ok ? v.href : codeSpan(url));
        });
    if (s.includes('@')) {
        s = s.replace(MENTION, (m) => {
            let end = m.length;
            while (end > 0 && (m[end - 1] === '.' || m[end - 1] === '-'))
                end -= 1;
            return ctx.pieces.put(codeSpan(m.slice(0, end))) + m.slice(end);
        });
        // Whatever `@` is left (before an escape, a mark, a symbol) goes in a code span too, with
        // the symbols around it: one piece for a run like `@/@/@/`, not one per `@`.
        s = s.replace(LEFTOVER_AT, (m) => ctx.pieces.put(codeSpan(m)));
    }
    if (s.includes('#') || /GH-/i.test(s))
        s = s.replace(REF, (m) => ctx.pieces.put(codeSpan(m)));
    if (lineStart && s.includes('/')) {
        s = s.replace(/^([^\S\n]*)(\/[A-Za-z][\w-]*)/gm, 
        // Written in place, not as a piece: `[\w-]` holds nothing a later rule rewrites, and the
        // restore pass spaces it from a following backtick. A line per command stays cheap.
        // A replacement pattern, not a callback: a command has no backtick to fold.
        '$1`$2`');
    }
    // Every tilde of the run escaped (not just the first): a second pass then finds no run left.
    if (s.includes('~~~'))
        s = s.replace(/~{3,}/g, (m) => '\\~'.repeat(m.length));
    // A whole run of `!` before a bracket, an escape or a piece, each escaped: a second pass then finds none bare.
    // Matched from the run's start only, so a long run is scanned once.
    if (s.includes('!')) {
        s = s.replace(/(?<!!)!+(?=[[\]\\\uE000])/g, (m) => '\\!'.repeat(m.length));
    }
    if (s.includes('[') || s.includes(']'))
        s = s.replace(/[[\]]/g, (c) => `\\${c}`);
    if (s.includes('&'))
        s = s.replace(ENTITY_LIKE, '&amp;');
    if (s.includes('<'))
        s = s.replace(/</g, '&lt;');
    return s;
}
// Destinations may hold one level of balanced parentheses, as in `javascript:alert(1)`.
const IMAGE = /!\[[^[\]\n]*\]\(\s*(?:<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const LINK = /\[([^[\]\n]*)\]\(\s*(<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const TASK_BOX = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)\[([ xX])\](?=\s)/;
/**
 * The maximal backtick runs of a line, by length, for finding a code span's closer: the first run
 * of exactly the opener's length after it. Openers are met left to right, so one cursor per
 * length makes every lookup together linear (a closer search per opener was quadratic on a line
 * of unmatched runs).
 */
class BacktickRuns {
    starts = new Map();
    cursor = new Map();
    pipes = [];
    pipeCursor = 0;
    constructor(line) {
        for (let p = line.indexOf('|'); p !== -1; p = line.indexOf('|', p + 1))
            this.pipes.push(p);
        let i = line.indexOf('`');
        while (i !== -1) {
            let n = 1;
            while (line[i + n] === '`')
                n += 1;
            const list = this.starts.get(n);
            if (list === undefined)
                this.starts.set(n, [i]);
            else
                list.push(i);
            i = line.indexOf('`', i + n);
        }
    }
    /** Start of the first run of exactly `length` backticks at or after `from`, or -1. */
    next(length, from) {
        const list = this.starts.get(length);
        if (list === undefined)
            return -1;
        let k = this.cursor.get(length) ?? 0;
        while (k < list.length && (list[k] ?? 0) < from)
            k += 1;
        this.cursor.set(length, k);
        return k < list.length ? (list[k] ?? -1) : -1;
    }
    /** Whether a `|` lies in [from, to); `from` never decreases between calls. */
    pipeBetween(from, to) {
        while (this.pipeCursor < this.pipes.length && (this.pipes[this.pipeCursor] ?? 0) < from) {
            this.pipeCursor += 1;
        }
        return this.pipeCursor < this.pipes.length && (this.pipes[this.pipeCursor] ?? to) < to;
    }
}
/** More markup characters than any prose line carries: each would become its own piece. */
const DENSE_LINE_MARKUP = 2000;
function denseLine(line) {
    if (line.length < DENSE_LINE_MARKUP)
        return false;
    let n = 0;
    for (let i = 0; i < line.length; i += 1) {
        const c = line.charCodeAt(i);
        // @ # [ ] \ ` ! < & ( :
        if (c === 64 || c === 35 || c === 91 || c === 93 || c === 92 || c === 96 || c === 33)
            n += 1;
        else if (c === 60 || c === 38 || c === 40 || c === 58)
            n += 1;
    }
    return n > DENSE_LINE_MARKUP;
}
/**
 * A line dense with markup (thousands of mentions, links, escapes — machine-made or hostile) is
 * shown whole as one inline code span, which no markup survives, instead of one piece per
 * character of markup: the same inert result at a fraction of the cost.
 */
function bulkCodeSpan(line) {
    // One pass over the UTF-16 units (a replace per backtick or pipe of a megabyte line is slow).
    const units = new Uint16Array(line.length);
    for (let i = 0; i < line.length; i += 1) {
        const c = line.charCodeAt(i);
        units[i] = c === 96 ? 39 : c === 124 ? 0xa6 : c;
    }
    return '`' + Buffer.from(units.buffer).toString('utf16le') + '`';
}
const ESCAPE_OR_TICK = /[\\`]/g;
const LINE_TRIGGER = /[\\`@#/![\]~&<:]|www\.|GH-/i;
/** One prose line: code spans and backslash escapes first (they bind tightest), then images and
 * links; the plain text between them is left to neutralizeProse. A task box's `[ ]` becomes a
 * piece, so no command is matched after it. */
function neutralizeLine(line, ctx) {
    if (!LINE_TRIGGER.test(line))
        return line;
    const { pieces } = ctx;
    if (denseLine(line))
        return pieces.put(bulkCodeSpan(line));
    const runs = line.includes('`') ? new BacktickRuns(line) : null;
    let buf = '';
    let i = 0;
    while (i < line.length) {
        ESCAPE_OR_TICK.lastIndex = i;
        const found = ESCAPE_OR_TICK.exec(line);
        if (found === null) {
            buf += line.slice(i);
            break;
        }
        buf += line.slice(i, found.index);
        i = found.index;
        const c = found[0];
        if (c === '\\') {
            const next = line[i + 1];
            if (next !== undefined && ASCII_PUNCT.test(next)) {
                // An escaped `@`, `#` or `<` still renders as that character: let the rules see it.
                if ('@#<&'.includes(next))
                    buf += next;
                else
                    buf += pieces.put(`\\${next}`);
                i += 2;
            }
            else {
                // A lone backslash could escape something we insert after it; make it literal.
                buf += pieces.put('\\\\');
                i += 1;
            }
            continue;
        }
        if (c === '`') {
            let n = 1;
            while (line[i + n] === '`')
                n += 1;
            const close = runs === null ? -1 : runs.next(n, i + n);
            // A pipe inside a span splits GFM table cells; such a span is not trusted to stay code.
            if (runs !== null && close >= 0 && !runs.pipeBetween(i + n, close)) {
                buf += pieces.put(line.slice(i, close + n));
                i = close + n;
            }
            else {
                buf += pieces.put('\\`'.repeat(n));
                i += n;
            }
        }
    }
    const task = TASK_BOX.exec(buf);
    let prefix = '';
    if (task !== null) {
        prefix = (task[1] ?? '') + pieces.put(`[${task[2] ?? ' '}]`);
        buf = buf.slice(task[0].length);
    }
    if (buf.includes(']('))
        buf = replaceLinks(buf, ctx);
    return prefix + buf;
}
/** Images go; links survive only to an allowed https destination, with a neutralised label. */
function replaceLinks(text, ctx) {
    const { pieces } = ctx;
    let buf = text.replace(IMAGE, () => pieces.put('(image removed)'));
    buf = buf.replace(LINK, (_m, label, dest) => {
        const url = pieces.restore(dest).replace(/^<|>$/g, '');
        const text = neutralizePlain(label, ctx, false);
        const v = judgeUrl(url, ctx.allowed);
        if (v.ok && label.trim().length > 0)
            return pieces.put(`[${text}](${v.href})`);
        const why = v.ok ? 'link' : v.why;
        return pieces.put(`${text} (link removed: ${codeSpan(why)})`);
    });
    return buf;
}
/**
 * A prose block: each line's code spans, escapes, task box and links first, then the plain-text
 * rules once over the whole block. None of those rules crosses a line (a command is matched at
 * each line start), and one pass per block instead of per line keeps a text of a million short
 * lines cheap.
 */
function neutralizeProse(lines, ctx) {
    return neutralizeProseText(lines.join('\n'), ctx);
}
function neutralizeProseText(block, ctx) {
    const text = block.includes('<!--') ? block.replace(COMMENT, '') : block;
    const prepared = text.split('\n').map((l) => neutralizeLine(l, ctx));
    return neutralizePlain(prepared.join('\n'), ctx, true).split('\n');
}
/** Our own sticky-comment marker, wherever it appears (even in code, where it stays literal). */
function defangMarker(text) {
    return text.replace(/<!--(\s*)done-gate\s*:/gi, '<!--$1done-gate (quoted):');
}
function fold(text) {
    return text.replace(/[\uFF20\uFE6B\uFF03\uFE5F\uFF3B\uFF3D\uFF1C\uFE64\uFF40]/g, (c) => LOOKALIKES[c] ?? c);
}
/** Entities decoded (so `&#64;` is seen as `@`), lookalikes folded, invisibles and reserved
 * placeholder characters gone: the text every later rule reads. */
function normalise(text) {
    const s = typeof text === 'string' ? text : String(text ?? '');
    return stripReserved((0,invisible/* stripInvisible */._0)(fold((0,entities/* decodeEntities */.S)(s.replace(/\r\n?/g, '\n')))));
}
function neutralizeNormalised(text, options) {
    const allowed = ['github.com', ...(options.allowedHosts ?? [])]
        .map((h) => h.toLowerCase().trim())
        .filter((h) => h.length > 0);
    const ctx = { pieces: new Pieces(), allowed };
    const defanged = defangMarker(text);
    // No fence can open without three backticks or tildes: the whole text is one prose block.
    if (!defanged.includes('```') && !defanged.includes('~~~')) {
        return ctx.pieces.restore(neutralizeProseText(defanged, ctx).join('\n'));
    }
    const out = [];
    // Appended line by line: spreading a block of a million lines into push() overflows the stack.
    for (const block of splitFences(defanged.split('\n'))) {
        if (block.code)
            for (const line of block.lines)
                out.push(inertCode(line));
        else
            for (const line of neutralizeProse(block.lines, ctx))
                out.push(line);
    }
    return ctx.pieces.restore(out.join('\n'));
}
function neutralizeModelText(text, options = {}) {
    return neutralizeNormalised(normalise(text), options);
}
/**
 * The whole outbound pass for model text: redact (on the normalised text, so an entity-spelled
 * key is caught), neutralise, and redact again (nothing neutralising produced may spell a key).
 */
function sanitizeModelOutput(text, configuredSecrets, options = {}) {
    const first = redactSecrets(normalise(text), configuredSecrets);
    const neutral = neutralizeNormalised(first.text, options);
    const second = redactSecrets(neutral, configuredSecrets);
    return { text: second.text, redactions: first.redactions + second.redactions };
}


/***/ })

};
