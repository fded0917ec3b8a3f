export const id = 528;
export const ids = [528];
export const modules = {

/***/ 47090:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   q8: () => (/* binding */ withRecord)
/* harmony export */ });
/* unused harmony export renderRecord */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// The machine-readable record in the sticky comment: what the last report judged — head SHA, base
// branch and base SHA, the spec's digest, when the report for this head was written, the verdict,
// whether only human-attention items blocked — and any human decision taken on it. An approval run
// or a merge group trusts nothing else: the record is read only from our own comment, only at its
// exact place (the line before the closing marker), and only if it parses in full. Pure.

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const DIGEST = /^[0-9a-f]{64}$/;
const ISO_TIME = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(40);
const DecisionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    verb: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['approve', 'override']),
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
    /** When the command was written, as GitHub has it (the comment or review re-read by id). */
    at: ISO_TIME,
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1000),
    /** The comment's or review's id. */
    commandId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['comment', 'review']),
    /** The PR's base SHA when the decision was recorded. */
    baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    /** When the decision was recorded. */
    recordedAt: ISO_TIME,
})
    .strict();
const RecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    v: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(2),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100),
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    /** The base branch and base SHA the review judged against. */
    baseRef: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(300),
    baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(SHA),
    /** The digest of the spec the review read (see github/pull.ts specDigest). */
    specDigest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(DIGEST),
    /** When the report for this head was written (ISO 8601): a command must be newer. */
    reportedAt: ISO_TIME,
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['PASS', 'BLOCKED']),
    onlyHumanAttention: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    decision: DecisionSchema.optional(),
})
    .strict();
const PREFIX = '<!-- done-gate:judged:';
const SUFFIX = ' -->';
/** `<!-- done-gate:judged:<base64url JSON> -->`: base64url so no text can close the comment. */
function renderRecord(record) {
    const json = JSON.stringify(RecordSchema.parse(record));
    return `${PREFIX}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}
/** `body` (which ends with `marker`) with the record on the line before the marker. */
function withRecord(body, marker, record) {
    const trimmed = body.trimEnd();
    const head = trimmed.endsWith(marker) ? trimmed.slice(0, -marker.length) : `${trimmed}\n\n`;
    return `${head.trimEnd()}\n\n${renderRecord(record)}\n${marker}`;
}
/**
 * The record of a comment body, or null: the body must end with `\n<record>\n<marker>` exactly.
 * A record anywhere else (pasted by a model into a report, or by a user) is not read.
 */
function readRecord(body, marker) {
    const tail = `\n${marker}`;
    const text = body.trimEnd();
    if (!text.endsWith(tail))
        return null;
    const beforeMarker = text.slice(0, -tail.length);
    const lineStart = beforeMarker.lastIndexOf('\n') + 1;
    const line = beforeMarker.slice(lineStart);
    if (!line.startsWith(PREFIX) || !line.endsWith(SUFFIX))
        return null;
    const encoded = line.slice(PREFIX.length, -SUFFIX.length);
    if (!/^[A-Za-z0-9_-]{1,6000}$/.test(encoded))
        return null;
    try {
        const parsed = RecordSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
    }
    catch {
        return null;
    }
}
/** The report part of a body that carries a record: everything before the record line. */
function reportOf(body, marker) {
    const text = body.trimEnd();
    const withoutMarker = text.endsWith(marker) ? text.slice(0, -marker.length) : text;
    const trimmed = withoutMarker.trimEnd();
    const lineStart = trimmed.lastIndexOf('\n') + 1;
    return trimmed.slice(lineStart).startsWith(PREFIX)
        ? trimmed.slice(0, lineStart).trimEnd()
        : trimmed;
}


/***/ }),

/***/ 26446:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ renderFileHeader),
/* harmony export */   OE: () => (/* binding */ renderHunkHeader),
/* harmony export */   hA: () => (/* binding */ fileFromListEntry),
/* harmony export */   oh: () => (/* binding */ hunkSection),
/* harmony export */   rj: () => (/* binding */ parseUnifiedDiff),
/* harmony export */   w_: () => (/* binding */ patchHoldsHunks)
/* harmony export */ });
/* unused harmony exports parseFilePatch, pathFromBytes, GITLINK_MODE, mergeTypeChanges, isSubmodulePatch, renderHunk, renderFileDiff */
// `s`: the function context after the second `@@` is whatever git copied from the source line,
// and a U+2028 / U+2029 there is text, not the end of the header.
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/s;
const DEV_NULL = '/dev/null';
function parseHunkHeader(line) {
    const m = HUNK_HEADER.exec(line);
    if (!m)
        return null;
    const oldStart = Number(m[1]);
    const oldLines = m[2] === undefined ? 1 : Number(m[2]);
    const newStart = Number(m[3]);
    const newLines = m[4] === undefined ? 1 : Number(m[4]);
    if (![oldStart, oldLines, newStart, newLines].every(Number.isSafeInteger))
        return null;
    return {
        hunk: { header: line, oldStart, oldLines, newStart, newLines, lines: [] },
        oldLeft: oldLines,
        newLeft: newLines,
        oldPos: oldStart,
        newPos: newStart,
    };
}
function hunkDone(c) {
    return c.oldLeft <= 0 && c.newLeft <= 0;
}
/**
 * Feeds one line to an open hunk. The header's line counts decide where the hunk ends, so a
 * removed line that reads `-- x` is never mistaken for a `--- ` file header.
 */
function feedHunk(c, raw) {
    // `\ No newline at end of file` belongs to the line before it; it is not a line of the file.
    if (raw.startsWith('\\'))
        return 'consumed';
    if (hunkDone(c))
        return 'ended';
    const mark = raw.charAt(0);
    let line;
    if ((mark === ' ' || raw === '') && c.oldLeft > 0 && c.newLeft > 0) {
        // Some tools strip the space of an empty context line; the counts say it is still context.
        line = { kind: ' ', line: c.newPos, text: raw.slice(1) };
        c.oldPos++;
        c.newPos++;
        c.oldLeft--;
        c.newLeft--;
    }
    else if (mark === '+' && c.newLeft > 0) {
        line = { kind: '+', line: c.newPos, text: raw.slice(1) };
        c.newPos++;
        c.newLeft--;
    }
    else if (mark === '-' && c.oldLeft > 0) {
        line = { kind: '-', line: c.oldPos, text: raw.slice(1) };
        c.oldPos++;
        c.oldLeft--;
    }
    else {
        return 'ended';
    }
    c.hunk.lines.push(line);
    return 'consumed';
}
function splitLines(text) {
    const lines = text.split('\n');
    // A final newline ends the last line; it does not start an empty one.
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * Parses the per-file `patch` field of GitHub's `pulls.listFiles` (hunks only, no file headers).
 * Text before the first hunk header is ignored. Never throws.
 */
function parseFilePatch(patch) {
    return readHunks(typeof patch === 'string' ? splitLines(patch) : []).hunks;
}
/**
 * Whether every hunk header and line text of `file` stands, in order, at the start of a line of
 * its `patch` (a line's text after its mark): then a search of the patch sees everything the hunks
 * hold, each text preceded only by a newline or its mark, and the hunks need not be searched
 * again. Checked, not assumed from where the hunks came from. One pass over the patch: no text
 * holds a newline, so each comparison stops by the line's end.
 */
function patchHoldsHunks(file) {
    const { patch } = file;
    if (typeof patch !== 'string')
        return file.hunks.length === 0;
    let pos = 0;
    /** Moves past the first line from `pos` on that starts with `mark` + `text`. */
    const find = (mark, text) => {
        // An empty text is in any string (an empty context line may have lost its mark).
        if (text === '' && mark !== '')
            return true;
        while (pos <= patch.length) {
            const next = patch.indexOf('\n', pos);
            const found = patch.startsWith(mark, pos) && patch.startsWith(text, pos + mark.length);
            pos = next === -1 ? patch.length + 1 : next + 1;
            if (found)
                return true;
        }
        return false;
    };
    for (const hunk of file.hunks) {
        if (!find('', hunk.header))
            return false;
        for (const line of hunk.lines)
            if (!find(line.kind, line.text))
                return false;
    }
    return true;
}
function readHunks(lines) {
    const hunks = [];
    let problem = null;
    let cursor = null;
    for (const raw of lines) {
        if (cursor) {
            if (feedHunk(cursor, raw) === 'consumed')
                continue;
            problem ??= unfinished(cursor);
            cursor = null;
        }
        const header = stripCr(raw);
        if (header.startsWith('@@')) {
            cursor = parseHunkHeader(header);
            if (cursor)
                hunks.push(cursor.hunk);
            else
                problem ??= `unreadable hunk header: ${clip(header)}`;
        }
        else if (hunks.length > 0 && /^[-+ ]/.test(raw)) {
            problem ??= 'diff lines outside any hunk';
        }
    }
    if (cursor)
        problem ??= unfinished(cursor);
    return { hunks, problem };
}
function unfinished(c) {
    if (hunkDone(c))
        return null;
    return `hunk ${clip(c.hunk.header)} ends early (${c.oldLeft} old / ${c.newLeft} new lines missing)`;
}
// ---------------------------------------------------------------------------------------------
// Paths
const UTF8 = new TextEncoder();
const C_ESCAPES = {
    a: 7,
    b: 8,
    t: 9,
    n: 10,
    v: 11,
    f: 12,
    r: 13,
    '"': 34,
    '\\': 92,
};
// ignoreBOM: a name that starts with U+FEFF keeps it (the default decoder would drop it).
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const BYTE_ESCAPES = {
    7: 'a',
    8: 'b',
    9: 't',
    10: 'n',
    11: 'v',
    12: 'f',
    13: 'r',
    0x22: '"',
    0x5c: '\\',
};
/**
 * A file name from its raw bytes: the UTF-8 text when the bytes are UTF-8, else git's own quoted
 * form (`"lat\351.txt"`), so that two names that differ in bytes never show as one name.
 */
function pathFromBytes(bytes) {
    try {
        return STRICT_UTF8.decode(bytes);
    }
    catch {
        let out = '"';
        for (const b of bytes) {
            const escape = BYTE_ESCAPES[b];
            if (escape !== undefined)
                out += '\\' + escape;
            else if (b >= 0x20 && b < 0x7f)
                out += String.fromCharCode(b);
            else
                out += '\\' + b.toString(8).padStart(3, '0');
        }
        return out + '"';
    }
}
/** Decodes one git C-style quoted string starting at `s[start] === '"'`. */
function readQuoted(s, start) {
    const bytes = [];
    let i = start + 1;
    while (i < s.length) {
        const ch = s.charAt(i);
        if (ch === '"')
            return { value: pathFromBytes(new Uint8Array(bytes)), end: i + 1 };
        if (ch === '\\' && i + 1 < s.length) {
            const next = s.charAt(i + 1);
            const octal = /^[0-3][0-7]{2}/.exec(s.slice(i + 1, i + 4));
            if (octal) {
                bytes.push(parseInt(octal[0], 8));
                i += 4;
                continue;
            }
            const code = C_ESCAPES[next];
            if (code !== undefined) {
                bytes.push(code);
                i += 2;
                continue;
            }
        }
        const cp = s.codePointAt(i) ?? 0;
        const chunk = String.fromCodePoint(cp);
        for (const b of UTF8.encode(chunk))
            bytes.push(b);
        i += chunk.length;
    }
    return null;
}
/** A path as written after `--- `, `+++ `, `rename from ` and the like. */
function readPathField(field) {
    if (field.startsWith('"')) {
        const q = readQuoted(field, 0);
        if (q)
            return q.value;
    }
    // git appends a tab after a name that contains a space; plain `diff -u` appends `\t<date>`.
    const tab = field.indexOf('\t');
    return tab >= 0 ? field.slice(0, tab) : field;
}
const OLD_PREFIX = /^[aciow]\//;
const NEW_PREFIX = /^[bciow]\//;
function stripPrefix(path, prefix) {
    if (prefix.test(path))
        return path.slice(2);
    // A name that is not UTF-8 reads as git's quoted form (`"a/lat\351.txt"`): its prefix sits
    // after the opening quote.
    if (path.startsWith('"') && prefix.test(path.slice(1)))
        return `"${path.slice(3)}`;
    return path;
}
/** `diff --git a/X b/Y`: tentative paths, replaced by rename/copy and `---`/`+++` headers. */
function readGitLinePaths(rest) {
    if (rest.startsWith('"')) {
        const first = readQuoted(rest, 0);
        if (!first)
            return null;
        const tail = rest.slice(first.end).replace(/^ /, '');
        const second = tail.startsWith('"') ? readQuoted(tail, 0)?.value : tail;
        if (second === undefined)
            return null;
        return {
            oldPath: stripPrefix(first.value, OLD_PREFIX),
            newPath: stripPrefix(second, NEW_PREFIX),
        };
    }
    if (rest.endsWith('"')) {
        const open = rest.lastIndexOf(' "');
        if (open >= 0) {
            const second = readQuoted(rest, open + 1);
            if (second) {
                return {
                    oldPath: stripPrefix(rest.slice(0, open), OLD_PREFIX),
                    newPath: stripPrefix(second.value, NEW_PREFIX),
                };
            }
        }
    }
    // Unquoted names may contain spaces. When old and new are the same name (every change but a
    // rename or copy, whose own headers name both), the line is `a/P b/P`: split it in the middle.
    if ((rest.length - 1) % 2 === 0) {
        const half = (rest.length - 1) / 2;
        const left = rest.slice(0, half);
        const right = rest.slice(half + 1);
        if (rest.charAt(half) === ' ' && OLD_PREFIX.test(left) && NEW_PREFIX.test(right)) {
            if (left.slice(2) === right.slice(2))
                return { oldPath: left.slice(2), newPath: right.slice(2) };
        }
    }
    const split = rest.search(/ [bciow]\//);
    if (split < 0)
        return null;
    return {
        oldPath: stripPrefix(rest.slice(0, split), OLD_PREFIX),
        newPath: stripPrefix(rest.slice(split + 1), NEW_PREFIX),
    };
}
/** git quotes a name that holds a double quote, a backslash or a control character. */
function needsQuoting(path) {
    for (let i = 0; i < path.length; i++) {
        const code = path.charCodeAt(i);
        if (code < 0x20 || code === 0x7f || code === 0x22 || code === 0x5c)
            return true;
    }
    return false;
}
function quotePath(path) {
    if (!needsQuoting(path))
        return path;
    const escapes = {
        '"': '\\"',
        '\\': '\\\\',
        '\t': '\\t',
        '\n': '\\n',
        '\r': '\\r',
    };
    let out = '"';
    for (const ch of path) {
        const code = ch.charCodeAt(0);
        if (escapes[ch] !== undefined)
            out += escapes[ch];
        else if (code < 0x20 || code === 0x7f)
            out += '\\' + code.toString(8).padStart(3, '0');
        else
            out += ch;
    }
    return out + '"';
}
/** A `---`/`+++` path: quoted when needed, else followed by a tab if it has a space (as git does). */
function headerPath(path) {
    if (needsQuoting(path))
        return quotePath(path);
    return path.includes(' ') ? `${path}\t` : path;
}
function newBuilder(isGit) {
    return {
        gitOld: null,
        gitNew: null,
        minusPath: undefined,
        plusPath: undefined,
        renameFrom: null,
        renameTo: null,
        copyFrom: null,
        copyTo: null,
        newFile: false,
        deletedFile: false,
        binary: false,
        oldMode: null,
        newMode: null,
        hunks: [],
        patchStart: -1,
        patchEnd: -1,
        problem: null,
        isGit,
    };
}
function finishFile(b, text) {
    let oldPath = b.renameFrom ?? b.copyFrom ?? b.minusPath ?? b.gitOld;
    let newPath = b.renameTo ?? b.copyTo ?? b.plusPath ?? b.gitNew;
    if (b.minusPath === null && b.renameFrom === null && b.copyFrom === null)
        oldPath = null;
    if (b.plusPath === null && b.renameTo === null && b.copyTo === null)
        newPath = null;
    const added = b.newFile || (oldPath === null && newPath !== null);
    const removed = b.deletedFile || (newPath === null && oldPath !== null);
    const path = newPath ?? oldPath;
    if (path === null || path === undefined)
        return null;
    const typeChange = added || removed ? null : describeTypeChange(b.oldMode, b.newMode);
    let status;
    if (added)
        status = 'added';
    else if (removed)
        status = 'removed';
    else if (b.renameFrom !== null || b.renameTo !== null)
        status = 'renamed';
    else if (b.copyFrom !== null || b.copyTo !== null)
        status = 'copied';
    else if (typeChange !== null)
        status = 'changed';
    else if (b.hunks.length === 0 && !b.binary && b.oldMode !== b.newMode)
        status = 'changed';
    else
        status = 'modified';
    let additions = 0;
    let deletions = 0;
    for (const hunk of b.hunks) {
        for (const line of hunk.lines) {
            if (line.kind === '+')
                additions++;
            else if (line.kind === '-')
                deletions++;
        }
    }
    const file = {
        path,
        status,
        additions,
        deletions,
        binary: b.binary,
        patch: b.patchStart < 0 ? '' : text.slice(b.patchStart, b.patchEnd),
        hunks: b.hunks,
    };
    if ((status === 'renamed' || status === 'copied') && oldPath && oldPath !== path) {
        file.oldPath = oldPath;
    }
    if (b.oldMode !== null)
        file.oldMode = b.oldMode;
    if (b.newMode !== null)
        file.newMode = b.newMode;
    if (b.oldMode === GITLINK_MODE || b.newMode === GITLINK_MODE || isSubmodulePatch(b.hunks)) {
        file.submodule = true;
    }
    if (typeChange !== null)
        file.typeChange = typeChange;
    if (b.problem !== null)
        file.parseProblem = b.problem;
    return file;
}
/** git's mode of a submodule entry (a "gitlink"). */
const GITLINK_MODE = '160000';
/** What a git mode says a path is. */
function modeKind(mode) {
    if (mode === null || mode === undefined)
        return null;
    if (mode === GITLINK_MODE)
        return 'submodule';
    if (mode === '120000')
        return 'symlink';
    if (mode.startsWith('100'))
        return 'file';
    return `mode ${mode}`;
}
/** `file → symlink` when two modes name different kinds of entry, else null. */
function describeTypeChange(oldMode, newMode) {
    const from = modeKind(oldMode);
    const to = modeKind(newMode);
    return from !== null && to !== null && from !== to ? `${from} → ${to}` : null;
}
/**
 * git prints a change of type at one path (file ↔ symlink ↔ submodule) as a deletion followed by
 * an addition of that path. Each such pair becomes one file — one changed path, as git's own
 * `--numstat` / `--name-status` count it — holding the old content's hunks and then the new one's.
 */
function mergeTypeChanges(files) {
    const out = [];
    for (let i = 0; i < files.length; i++) {
        const a = files[i];
        const b = files[i + 1];
        const pair = b !== undefined &&
            a.path === b.path &&
            a.oldPath === undefined &&
            b.oldPath === undefined &&
            ((a.status === 'removed' && b.status === 'added') ||
                (a.status === 'added' && b.status === 'removed'));
        if (!pair) {
            out.push(a);
            continue;
        }
        const gone = a.status === 'removed' ? a : b;
        const made = a.status === 'removed' ? b : a;
        const typeChange = describeTypeChange(gone.oldMode, made.newMode);
        if (typeChange === null) {
            out.push(a);
            continue;
        }
        const merged = {
            path: a.path,
            status: 'changed',
            additions: made.additions + gone.additions,
            deletions: made.deletions + gone.deletions,
            binary: gone.binary || made.binary,
            patch: gone.patch === null || made.patch === null
                ? null
                : [gone.patch, made.patch].filter((p) => p !== '').join('\n'),
            hunks: [...gone.hunks, ...made.hunks],
            typeChange,
        };
        if (gone.oldMode !== undefined)
            merged.oldMode = gone.oldMode;
        if (made.newMode !== undefined)
            merged.newMode = made.newMode;
        if (gone.submodule === true || made.submodule === true)
            merged.submodule = true;
        const problem = gone.parseProblem ?? made.parseProblem;
        if (problem !== undefined)
            merged.parseProblem = problem;
        out.push(merged);
        i++;
    }
    return out;
}
function pathAfter(line, keyword) {
    return readPathField(line.slice(keyword.length));
}
/**
 * Parses `git diff` output or GitHub's diff media type into files. Handles renames and copies,
 * binary files (`Binary files … differ`, `GIT binary patch`), new/deleted files, mode changes,
 * `\ No newline at end of file`, quoted paths (spaces, unicode), and plain `diff -u` output.
 * Line numbers follow `DiffLine`: new-file numbers for added/context, old-file for removed.
 * Never throws; text it cannot read is recorded as the file's `parseProblem`.
 */
function parseUnifiedDiff(text) {
    if (typeof text !== 'string' || text === '')
        return [];
    const files = [];
    let file = null;
    let cursor = null;
    const flush = () => {
        if (cursor && file)
            file.problem ??= unfinished(cursor);
        cursor = null;
        if (file) {
            const done = finishFile(file, text);
            if (done)
                files.push(done);
        }
        file = null;
    };
    // Lines are read in place (no split array), so the raw lines of a large diff die young; a final
    // newline ends the last line rather than starting an empty one.
    const stop = text.endsWith('\n') ? text.length - 1 : text.length;
    const lineEnd = (from) => {
        const nl = text.indexOf('\n', from);
        return nl < 0 || nl > stop ? stop : nl;
    };
    let pos = 0;
    while (pos <= stop) {
        const offset = pos; // of the current line in `text`
        const end = lineEnd(pos);
        const raw = text.slice(pos, end);
        pos = end + 1;
        if (cursor && file) {
            const c = cursor;
            const f = file;
            if (feedHunk(c, raw) === 'consumed') {
                f.patchEnd = offset + raw.length;
                continue;
            }
            f.problem ??= unfinished(c);
            cursor = null;
        }
        const line = stripCr(raw);
        if (line.startsWith('diff --git ')) {
            flush();
            file = newBuilder(true);
            const paths = readGitLinePaths(line.slice('diff --git '.length));
            if (paths) {
                file.gitOld = paths.oldPath;
                file.gitNew = paths.newPath;
            }
            continue;
        }
        if (line.startsWith('diff --cc ') || line.startsWith('diff --combined ')) {
            // Combined (merge) diffs have `@@@` hunks we do not read: keep the file, flag it.
            flush();
            file = newBuilder(true);
            file.gitOld = file.gitNew = readPathField(line.replace(/^diff --(cc|combined) /, ''));
            file.problem = 'combined (merge) diff is not supported';
            continue;
        }
        const nextEnd = pos <= stop ? lineEnd(pos) : pos;
        const next = stripCr(text.slice(pos, nextEnd));
        if (line.startsWith('--- ') && next.startsWith('+++ ')) {
            // The `---`/`+++` pair of the open git file, or the start of a plain `diff -u` file.
            let f;
            if (file !== null && file.hunks.length === 0 && file.minusPath === undefined)
                f = file;
            else {
                flush();
                f = newBuilder(false);
                file = f;
            }
            const minus = pathAfter(line, '--- ');
            const plus = pathAfter(next, '+++ ');
            f.minusPath = minus === DEV_NULL ? null : stripPrefix(minus, OLD_PREFIX);
            f.plusPath = plus === DEV_NULL ? null : stripPrefix(plus, NEW_PREFIX);
            pos = nextEnd + 1; // the `+++` line is consumed too
            continue;
        }
        if (!file)
            continue; // preamble (e.g. mail headers before the first diff)
        const f = file;
        if (line.startsWith('@@')) {
            const started = parseHunkHeader(line);
            if (started) {
                f.hunks.push(started.hunk);
                if (f.patchStart < 0)
                    f.patchStart = offset;
                f.patchEnd = offset + raw.length;
                cursor = started;
            }
            else {
                f.problem ??= `unreadable hunk header: ${clip(line)}`;
            }
            continue;
        }
        if (f.hunks.length > 0) {
            // `-- ` is the signature separator `git format-patch` ends with.
            if (/^[-+ ]/.test(raw) && line !== '-- ')
                f.problem ??= 'diff lines outside any hunk';
            continue;
        }
        readExtendedHeader(f, line);
    }
    flush();
    return mergeTypeChanges(files);
}
function readExtendedHeader(f, line) {
    let m;
    if ((m = /^new file mode (\d+)$/.exec(line))) {
        f.newFile = true;
        f.newMode = m[1] ?? null;
    }
    else if ((m = /^deleted file mode (\d+)$/.exec(line))) {
        f.deletedFile = true;
        f.oldMode = m[1] ?? null;
    }
    else if ((m = /^old mode (\d+)$/.exec(line))) {
        f.oldMode = m[1] ?? null;
    }
    else if ((m = /^new mode (\d+)$/.exec(line))) {
        f.newMode = m[1] ?? null;
    }
    else if ((m = /^index [0-9a-fA-F]+\.\.[0-9a-fA-F]+ (\d+)$/.exec(line))) {
        f.oldMode ??= m[1] ?? null;
        f.newMode ??= m[1] ?? null;
    }
    else if (line.startsWith('rename from ')) {
        f.renameFrom = pathAfter(line, 'rename from ');
    }
    else if (line.startsWith('rename to ')) {
        f.renameTo = pathAfter(line, 'rename to ');
    }
    else if (line.startsWith('rename old ')) {
        f.renameFrom = pathAfter(line, 'rename old ');
    }
    else if (line.startsWith('rename new ')) {
        f.renameTo = pathAfter(line, 'rename new ');
    }
    else if (line.startsWith('copy from ')) {
        f.copyFrom = pathAfter(line, 'copy from ');
    }
    else if (line.startsWith('copy to ')) {
        f.copyTo = pathAfter(line, 'copy to ');
    }
    else if (line === 'GIT binary patch' || /^Binary files .* differ$/.test(line)) {
        f.binary = true;
        if (line.startsWith('Binary files /dev/null and '))
            f.newFile = true;
        if (line.endsWith(' and /dev/null differ'))
            f.deletedFile = true;
    }
}
// ---------------------------------------------------------------------------------------------
// GitHub's file list
const LIST_STATUSES = [
    'added',
    'removed',
    'modified',
    'renamed',
    'copied',
    'changed',
    'unchanged',
];
/** The one line a submodule's side of a diff holds: the commit the gitlink points to. */
const SUBPROJECT_LINE = /^Subproject commit [0-9a-f]{7,64}(?:-dirty)?$/;
/**
 * True when every changed line of the hunks is a `Subproject commit …` line: GitHub's file list
 * names no modes, and this is how it shows a submodule pointer change.
 */
function isSubmodulePatch(hunks) {
    let seen = 0;
    for (const hunk of hunks) {
        for (const line of hunk.lines) {
            if (line.kind === ' ')
                continue;
            if (!SUBPROJECT_LINE.test(line.text))
                return false;
            seen++;
        }
    }
    return seen > 0;
}
/**
 * One `pulls.listFiles` entry as a DiffFile. Without a `patch` (binary, too large, or a pure
 * rename — GitHub does not say which) the file gets `patch: null`, and the chunk planner reports it
 * not reviewable. Additions and deletions are GitHub's own counts, so a patch that shows fewer
 * changed lines than that is caught later as incomplete. A status GitHub's documentation does not
 * list makes the file unreadable (never guessed); `unchanged` with no changed lines has nothing to
 * review and is no missing patch; a patch of `Subproject commit` lines is a submodule.
 */
function fileFromListEntry(entry) {
    const known = LIST_STATUSES.includes(entry.status);
    const status = known ? entry.status : 'changed';
    const additions = nonNegative(entry.additions);
    const deletions = nonNegative(entry.deletions);
    const hasPatch = typeof entry.patch === 'string';
    const nothingChanged = status === 'unchanged' && additions + deletions === 0;
    const file = {
        path: entry.filename,
        status,
        additions,
        deletions,
        binary: false,
        patch: hasPatch ? entry.patch : nothingChanged ? '' : null,
        hunks: [],
    };
    if (entry.previous_filename && entry.previous_filename !== entry.filename) {
        file.oldPath = entry.previous_filename;
    }
    if (hasPatch) {
        const read = readHunks(splitLines(entry.patch));
        file.hunks = read.hunks;
        if (read.problem !== null)
            file.parseProblem = read.problem;
        if (isSubmodulePatch(read.hunks))
            file.submodule = true;
    }
    if (!known) {
        file.parseProblem = `GitHub reported the status '${String(entry.status).slice(0, 40)}', which done-gate does not know`;
    }
    return file;
}
function nonNegative(n) {
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
// ---------------------------------------------------------------------------------------------
// Rendering
function hunkCounts(lines) {
    let oldLines = 0;
    let newLines = 0;
    for (const line of lines) {
        if (line.kind !== '+')
            oldLines++;
        if (line.kind !== '-')
            newLines++;
    }
    return { oldLines, newLines };
}
/** The text after the second `@@` of a header (git's function context), or ''. */
function hunkSection(header) {
    const m = /^@@ [^@]*@@(.*)$/s.exec(header);
    const section = m?.[1] ?? '';
    return /[\r\n]/.test(section) ? '' : section;
}
/** A hunk header whose counts match the lines actually present, so the rendered text re-parses. */
function renderHunkHeader(hunk) {
    const { oldLines, newLines } = hunkCounts(hunk.lines);
    const parsed = parseHunkHeader(hunk.header);
    if (parsed &&
        !/[\r\n]/.test(hunk.header) &&
        parsed.hunk.oldStart === hunk.oldStart &&
        parsed.hunk.newStart === hunk.newStart &&
        parsed.hunk.oldLines === oldLines &&
        parsed.hunk.newLines === newLines) {
        return hunk.header;
    }
    return `@@ -${hunk.oldStart},${oldLines} +${hunk.newStart},${newLines} @@${hunkSection(hunk.header)}`;
}
/** The `diff --git` header block of a file, each line ending in `\n`. */
function renderFileHeader(file, withHunks) {
    const oldName = file.oldPath ?? file.path;
    const newName = file.path;
    const added = file.status === 'added';
    const removed = file.status === 'removed';
    const out = [`diff --git ${quotePath(`a/${oldName}`)} ${quotePath(`b/${newName}`)}`];
    if (added)
        out.push(`new file mode ${file.newMode ?? '100644'}`);
    else if (removed)
        out.push(`deleted file mode ${file.oldMode ?? '100644'}`);
    else if (file.oldMode && file.newMode && file.oldMode !== file.newMode) {
        out.push(`old mode ${file.oldMode}`, `new mode ${file.newMode}`);
    }
    if (file.oldPath !== undefined && file.oldPath !== file.path && !added && !removed) {
        const verb = file.status === 'copied' ? 'copy' : 'rename';
        out.push(`${verb} from ${quotePath(oldName)}`, `${verb} to ${quotePath(newName)}`);
    }
    const minus = added ? DEV_NULL : headerPath(`a/${oldName}`);
    const plus = removed ? DEV_NULL : headerPath(`b/${newName}`);
    if (file.binary) {
        out.push(`Binary files ${minus.replace(/\t$/, '')} and ${plus.replace(/\t$/, '')} differ`);
    }
    else if (withHunks) {
        out.push(`--- ${minus}`, `+++ ${plus}`);
    }
    return out.map((l) => `${l}\n`).join('');
}
/** Appends a hunk's text to `parts` (joined with '') without building per-line strings. */
function pushHunk(parts, hunk) {
    parts.push(renderHunkHeader(hunk), '\n');
    for (const line of hunk.lines)
        parts.push(line.kind, line.text, '\n');
}
/** One hunk's text (header and lines), each line ending in `\n`. */
function renderHunk(hunk) {
    const parts = [];
    pushHunk(parts, hunk);
    return parts.join('');
}
/**
 * A `diff --git` style text for a file, or for a subset of its hunks (chunks carry parts of large
 * files). Counts in hunk headers are recomputed from the lines present, so the text re-parses.
 */
function renderFileDiff(file, hunks = file.hunks) {
    const withHunks = !file.binary && hunks.length > 0;
    const parts = [renderFileHeader(file, withHunks)];
    if (withHunks)
        for (const hunk of hunks)
            pushHunk(parts, hunk);
    return parts.join('');
}
function stripCr(line) {
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}
function clip(text) {
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}


/***/ }),

/***/ 63389:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m3: () => (/* binding */ NO_SPEC_BINDING),
  ll: () => (/* binding */ ancestryProblem),
  UM: () => (/* binding */ fetchCommitMessages),
  O8: () => (/* binding */ fetchDiff),
  uu: () => (/* binding */ fetchSpec),
  qj: () => (/* binding */ hashText),
  GI: () => (/* binding */ rereadPullRequest),
  Wx: () => (/* binding */ specDigest)
});

// UNUSED EXPORTS: LIST_COMMITS_CAP, LIST_FILES_CAP, LIST_FILES_CONCURRENCY, MAX_SPEC_ISSUES, entryCommit, lastPageOf, listingBindingProblems

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.dist-build/js/evidence/closing-refs.js
// The issues a PR body closes, read the way GitHub links them (pure).
//
// GitHub closes an issue when a PR body says `<keyword> #N`, `<keyword> owner/repo#N` or
// `<keyword> https://github.com/owner/repo/issues/N`, keyword one of close/closes/closed,
// fix/fixes/fixed, resolve/resolves/resolved (any case, optional colon). Text inside code
// (fenced blocks, inline spans) is not linked and HTML comments are invisible, so refs there are
// ignored: otherwise a hidden comment could pull an attacker's issue into the spec.
const KEYWORD = String.raw `(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
const OWNER = String.raw `[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})`;
const REPO = String.raw `[A-Za-z0-9._-]{1,100}`;
const NUMBER = String.raw `[1-9][0-9]{0,9}`;
const TARGET = String.raw `(?:https?://(?:www\.)?github\.com/(${OWNER})/(${REPO})/issues/(${NUMBER})` +
    String.raw `|(${OWNER})/(${REPO})#(${NUMBER})` +
    String.raw `|#(${NUMBER}))`;
// The keyword is a whole word; the reference ends at a non-word character (or the end).
const CLOSING = new RegExp(String.raw `(?<![\w/#-])${KEYWORD}:?[ \t]+${TARGET}(?![\w/-])`, 'gi');
/** Blanks out fenced code blocks (``` or ~~~, CommonMark rules: unclosed runs to the end). */
function withoutFences(text) {
    const out = [];
    let fence = null;
    for (const line of text.split('\n')) {
        const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
        if (fence) {
            if (m &&
                m[1]?.[0] === fence.char &&
                (m[1]?.length ?? 0) >= fence.length &&
                /^\s*$/.test(m[2] ?? '')) {
                fence = null;
            }
            out.push('');
            continue;
        }
        if (m && m[1] && !(m[1][0] === '`' && (m[2] ?? '').includes('`'))) {
            fence = { char: m[1][0] ?? '`', length: m[1].length };
            out.push('');
            continue;
        }
        out.push(line);
    }
    return out.join('\n');
}
/**
 * Blanks out HTML comments (an unclosed one hides the rest, as a browser would) and inline code
 * spans (a run of N backticks closed by a run of exactly N; an unclosed run is literal), in one
 * left-to-right pass so that whichever opens first wins, as in Markdown.
 */
function withoutCommentsAndCode(text) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const tick = text.indexOf('`', i);
        const comment = text.indexOf('<!--', i);
        const next = Math.min(tick < 0 ? Infinity : tick, comment < 0 ? Infinity : comment);
        if (next === Infinity) {
            out += text.slice(i);
            break;
        }
        out += text.slice(i, next);
        if (next === comment) {
            const end = text.indexOf('-->', next + 4);
            out += ' ';
            i = end < 0 ? text.length : end + 3;
            continue;
        }
        let run = 0;
        while (text[next + run] === '`')
            run++;
        const close = closingRun(text, next + run, run);
        if (close < 0) {
            out += '`'.repeat(run);
            i = next + run;
        }
        else {
            out += ' ';
            i = close + run;
        }
    }
    return out;
}
/** Index of the next run of exactly `run` backticks at or after `from`, or -1. */
function closingRun(text, from, run) {
    let search = from;
    while (search < text.length) {
        const at = text.indexOf('`', search);
        if (at < 0)
            return -1;
        let len = 0;
        while (text[at + len] === '`')
            len++;
        if (len === run)
            return at;
        search = at + len;
    }
    return -1;
}
/**
 * The issues `body` closes, in order of first mention, without duplicates (owner and repo compare
 * case-insensitively, as GitHub's do). `#N` refers to `repo`. Never throws.
 */
function parseClosingReferences(body, repo) {
    if (typeof body !== 'string' || body === '')
        return [];
    const visible = withoutCommentsAndCode(withoutFences(body.replace(/\r\n?/g, '\n')));
    const refs = [];
    const seen = new Set();
    for (const m of visible.matchAll(CLOSING)) {
        let ref;
        if (m[3] !== undefined)
            ref = { owner: m[1] ?? '', repo: m[2] ?? '', number: Number(m[3]) };
        else if (m[6] !== undefined)
            ref = { owner: m[4] ?? '', repo: m[5] ?? '', number: Number(m[6]) };
        else
            ref = { owner: repo.owner, repo: repo.repo, number: Number(m[7]) };
        if (!Number.isSafeInteger(ref.number) || ref.number <= 0)
            continue;
        const key = `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${ref.number}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        refs.push(ref);
    }
    return refs;
}

// EXTERNAL MODULE: ./.dist-build/js/evidence/diff.js
var diff = __webpack_require__(26446);
// EXTERNAL MODULE: ./.dist-build/js/trust/spec-trust.js
var spec_trust = __webpack_require__(9256);
// EXTERNAL MODULE: ./.dist-build/js/github/client.js + 3 modules
var client = __webpack_require__(35053);
;// CONCATENATED MODULE: ./.dist-build/js/github/pull.js
// Collect from GitHub: the PR's diff, its spec (the PR body and the issues it closes), its commit
// messages, and a re-read of the PR for the stale check before PASS.
// Over 400 lines: the reads of one pull request and the pre-publish re-read that must compare
// against exactly those reads.





/** GitHub's `pulls.listFiles` stops at 3,000 files. */
const LIST_FILES_CAP = 3000;
/** Closing references read per PR; more is a spec problem (and bounds the requests). */
const MAX_SPEC_ISSUES = 25;
const ASSOCIATIONS = [
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIME_CONTRIBUTOR',
    'FIRST_TIMER',
    'MANNEQUIN',
    'NONE',
];
function association(value) {
    return typeof value === 'string' && ASSOCIATIONS.includes(value)
        ? value
        : null;
}
/** SHA-256 hex of a text: the stale check compares bodies by hash, not by content. */
function hashText(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}
// ------------------------------------------------------------------------------------------------
// Diff
// ------------------------------------------------------------------------------------------------
const LIST_FILES_PER_PAGE = 100;
/**
 * File-list pages requested at once once the first page has named the last. GitHub asks for
 * serial requests to stay clear of secondary rate limits; a few reads in flight is the compromise
 * that keeps a 3,000-file PR's 30 pages from costing 30 round trips in a row (the throttling
 * plugin still waits out any secondary limit that answers).
 */
const LIST_FILES_CONCURRENCY = 4;
/** The `page` of the `rel="last"` link of a Link header, or null. */
function lastPageOf(link) {
    for (const part of (link ?? '').split(',')) {
        const m = /<([^>]*)>\s*;\s*rel="last"/.exec(part);
        if (!m)
            continue;
        try {
            const page = Number(new URL(m[1] ?? '', 'http://github.invalid').searchParams.get('page'));
            return Number.isSafeInteger(page) && page > 0 ? page : null;
        }
        catch {
            return null;
        }
    }
    return null;
}
const COMMIT_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
/**
 * The commit a `pulls.listFiles` entry was computed at: GitHub builds each entry's
 * `contents_url` (`?ref=<sha>`) and `blob_url` (`/blob/<sha>/`) from the PR's head commit. Null
 * when neither names a SHA.
 */
function entryCommit(entry) {
    const e = entry;
    if (typeof e?.contents_url === 'string') {
        try {
            const ref = new URL(e.contents_url).searchParams.get('ref');
            if (ref !== null && COMMIT_SHA.test(ref))
                return ref.toLowerCase();
        }
        catch {
            // Not a URL: try the blob URL.
        }
    }
    if (typeof e?.blob_url === 'string') {
        const m = /\/blob\/([0-9a-f]{40}(?:[0-9a-f]{24})?)\//i.exec(e.blob_url);
        if (m?.[1] !== undefined)
            return m[1].toLowerCase();
    }
    return null;
}
/**
 * Every page of `pulls.listFiles`. The first page's Link header names the last page, so the rest
 * are requested together (a few at a time) rather than one after another: a 3,000-file PR is 30
 * pages, and 30 round trips in sequence were most of collect's time. Without a `last` link the
 * pages are followed one by one.
 */
async function listAllFiles(octokit, pr) {
    const params = {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: LIST_FILES_PER_PAGE,
    };
    const first = await octokit.rest.pulls.listFiles({ ...params, page: 1 });
    const pages = [first.data];
    const last = lastPageOf(first.headers.link);
    if (last !== null) {
        const wanted = Math.min(last, Math.ceil(LIST_FILES_CAP / LIST_FILES_PER_PAGE));
        let next = 2;
        const worker = async () => {
            while (next <= wanted) {
                const page = next++;
                pages[page - 1] = (await octokit.rest.pulls.listFiles({ ...params, page })).data;
            }
        };
        await Promise.all(Array.from({ length: LIST_FILES_CONCURRENCY }, worker));
    }
    else if (/rel="next"/.test(first.headers.link ?? '')) {
        const rest = { ...params, page: 2 };
        for await (const response of octokit.paginate.iterator(octokit.rest.pulls.listFiles, rest)) {
            pages.push(response.data);
            if (pages.length * LIST_FILES_PER_PAGE >= LIST_FILES_CAP)
                break;
        }
    }
    const entries = pages.flat().slice(0, LIST_FILES_CAP);
    const foreign = new Set();
    for (const entry of entries) {
        const commit = entryCommit(entry);
        if (commit !== null && commit !== pr.headSha.toLowerCase())
            foreign.add(commit);
    }
    return {
        files: entries.map((e) => (0,diff/* fileFromListEntry */.hA)(e)),
        foreignCommits: [...foreign],
    };
}
async function readPointers(octokit, pr) {
    const { data } = await octokit.rest.pulls.get({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
    });
    return { headSha: data.head.sha, baseSha: data.base.sha, changedFiles: data.changed_files };
}
const pull_short = (sha) => sha.slice(0, 12);
/**
 * Why a file list read by PR number is not the diff of the pinned SHAs (pure): the PR pointed
 * elsewhere just before or just after the listing, or an entry was computed at another commit
 * (a push and a force-push back while the pages were read: A → B → A).
 */
function listingBindingProblems(pinned, before, after, foreignCommits) {
    const problems = [];
    const heads = new Set([before.headSha, after.headSha].filter((h) => h !== pinned.headSha));
    if (heads.size > 0) {
        problems.push(`the PR's head was ${[...heads].map(pull_short).join(' / ')}, not the pinned head`);
    }
    const bases = new Set([before.baseSha, after.baseSha].filter((b) => b !== pinned.baseSha));
    if (bases.size > 0) {
        problems.push(`the PR's base was ${[...bases].map(pull_short).join(' / ')}, not the pinned base`);
    }
    if (foreignCommits.length > 0) {
        const named = foreignCommits.slice(0, 3).map(pull_short).join(', ');
        problems.push(`file entries were computed at ${named} while the list was read`);
    }
    return problems;
}
/** The three-dot comparison of the pinned SHAs in the diff media type, or why it failed. */
async function compareDiffText(octokit, pr) {
    try {
        const response = await octokit.rest.repos.compareCommitsWithBasehead({
            owner: pr.owner,
            repo: pr.repo,
            basehead: `${pr.baseSha}...${pr.headSha}`,
            mediaType: { format: 'diff' },
        });
        // With the diff media type, `data` is the diff text although the type says otherwise.
        const text = response.data;
        if (typeof text !== 'string')
            throw new Error('the diff media type did not answer text');
        return { ok: true, text };
    }
    catch (error) {
        return { ok: false, error };
    }
}
/**
 * The diff of the base and head SHAs pinned when the run started, read by SHA: the three-dot
 * comparison `base...head` (from their merge base to the head: what the PR's own diff shows) in
 * the diff media type. A later push cannot change what this returns.
 *
 * On 406 (`too_large`: >300 files or >20,000 lines), any other failure, or a diff that shows
 * fewer files than the PR changes, the paginated file list — which GitHub serves only by PR
 * number, i.e. at whatever the PR points to while it is read. That list is bound to the pinned
 * SHAs by checks: the PR is read just before and just after the listing and must point at both
 * pinned SHAs each time, and every entry must have been computed at the pinned head; otherwise
 * the diff is incomplete, with the reason. `complete: false` also when GitHub listed fewer files
 * than the PR changes. Throws only when neither way yields a diff.
 */
async function fetchDiff(octokit, pr) {
    const pinned = `${pull_short(pr.baseSha) || '(no base SHA)'}...${pull_short(pr.headSha)}`;
    const comparable = COMMIT_SHA.test(pr.baseSha) && COMMIT_SHA.test(pr.headSha);
    // The comparison is read by SHA, so it does not depend on the pointers: both go out at once
    // (one round trip, not two, before the review can start). Settled as a value: never a stray
    // rejection when the pointers' read throws first.
    const compared = comparable ? compareDiffText(octokit, pr) : null;
    const before = await readPointers(octokit, pr);
    // The PR's file count describes the pinned diff only while the PR points at the pinned SHAs.
    const countApplies = before.headSha === pr.headSha && before.baseSha === pr.baseSha;
    let fallbackWhy;
    const reply = compared === null ? null : await compared;
    let diffFiles = null;
    let failure = reply?.ok === false ? reply.error : null;
    if (reply?.ok === true) {
        try {
            diffFiles = (0,diff/* parseUnifiedDiff */.rj)(reply.text);
        }
        catch (error) {
            failure = error;
        }
    }
    if (reply === null) {
        fallbackWhy = `the event did not name both commits to compare (${pinned})`;
    }
    else if (diffFiles !== null) {
        if (!countApplies || diffFiles.length >= before.changedFiles) {
            return { files: diffFiles, source: 'diff', complete: true };
        }
        fallbackWhy = `the diff of ${pinned} showed ${diffFiles.length} of ${before.changedFiles} changed files`;
    }
    else {
        fallbackWhy =
            (0,client/* httpStatusOf */.s_)(failure) === 406
                ? 'the diff is too large for the diff media type (406)'
                : `the diff of ${pinned} could not be read (${(0,client/* describeGitHubError */.dZ)(failure)})`;
    }
    const listed = await listAllFiles(octokit, pr);
    const after = await readPointers(octokit, pr);
    const { files } = listed;
    const reasons = [];
    if (files.length < before.changedFiles) {
        reasons.push(`GitHub listed ${files.length} of the PR's ${before.changedFiles} changed files (the file list stops at ${LIST_FILES_CAP.toLocaleString('en-US')}; ${fallbackWhy}); the rest were not reviewed`);
    }
    const unbound = listingBindingProblems(pr, before, after, listed.foreignCommits);
    if (unbound.length > 0) {
        reasons.push(`the file list (read by PR number because ${fallbackWhy}) is not the diff of the pinned ${pinned}: ${unbound.join('; ')}`);
    }
    return reasons.length === 0
        ? { files, source: 'list-files', complete: true }
        : { files, source: 'list-files', complete: false, incompleteReason: reasons.join('; ') };
}
const NO_SPEC_BINDING = { title: null, issues: [] };
/**
 * The spec's fingerprint (pure): every source — the `spec` input, the PR body, each closing issue
 * (title and body) — with who wrote it, and what the verdict is bound to beside them: the PR title
 * and each closing issue's state and state reason. Equal digests mean the reviewers would read the
 * same spec, and every issue is still in the state it was judged in.
 */
function specDigest(spec, bound = NO_SPEC_BINDING) {
    const sources = spec.sources.map((s) => ({
        ref: s.ref,
        hash: hashText(JSON.stringify([s.kind, s.ref, s.author, s.association, s.text])),
    }));
    if (bound.title !== null)
        sources.push({ ref: 'PR title', hash: hashText(bound.title) });
    for (const issue of bound.issues) {
        sources.push({
            ref: `${issue.ref} state`,
            hash: hashText(JSON.stringify([issue.state, issue.stateReason])),
        });
    }
    return { hash: hashText(JSON.stringify(sources)), sources };
}
function issueKey(ref) {
    return `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${ref.number}`;
}
function issueLabel(ref, pr) {
    const sameRepo = ref.owner.toLowerCase() === pr.owner.toLowerCase() &&
        ref.repo.toLowerCase() === pr.repo.toLowerCase();
    return sameRepo ? `#${ref.number}` : `${ref.owner}/${ref.repo}#${ref.number}`;
}
const CLOSING_REFERENCES_QUERY = `
  query($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        closingIssuesReferences(first: 50) {
          totalCount
          nodes { number repository { name owner { login } } }
        }
      }
    }
  }`;
/** GitHub's own closing references (keywords and sidebar links), or a problem. */
async function githubClosingReferences(octokit, pr) {
    try {
        const reply = await octokit.graphql(CLOSING_REFERENCES_QUERY, {
            owner: pr.owner,
            repo: pr.repo,
            number: pr.number,
        });
        const connection = reply.repository?.pullRequest?.closingIssuesReferences;
        if (!connection)
            throw new Error('no closingIssuesReferences in the reply');
        const refs = connection.nodes.map((n) => ({
            owner: n.repository.owner.login,
            repo: n.repository.name,
            number: n.number,
        }));
        const problem = connection.totalCount > refs.length
            ? `GitHub links ${connection.totalCount} closing issues to PR #${pr.number}; only the first ${refs.length} were read`
            : null;
        return { refs, problem };
    }
    catch (error) {
        return {
            refs: [],
            problem: `GitHub's closing issue references of PR #${pr.number} could not be read (${(0,client/* describeGitHubError */.dZ)(error)}); issues linked only in the Development sidebar may be missing from the spec`,
        };
    }
}
/**
 * The spec: the `spec` input when given (the workflow author's words, recorded with association
 * OWNER), else the PR body plus every issue it closes — closing keywords in the body and GitHub's
 * own closing references (GraphQL), same- or cross-repository. A reference that cannot be read
 * (404, 5xx after retries, GraphQL down) is a `problem`; the caller blocks on "spec incomplete".
 */
async function fetchSpec(octokit, pr, specInput, 
/** The PR as already read (the pre-publish re-read): one read serves both checks. */
pullAsRead) {
    if (specInput !== null && specInput.trim().length > 0) {
        // Only the workflow file can set an input, and only people with write access change that:
        // the text is as trusted as the workflow itself.
        const source = {
            kind: 'input',
            ref: 'spec input',
            author: null,
            association: 'OWNER',
            text: specInput,
        };
        return {
            spec: { text: (0,spec_trust/* joinSpec */.ir)([source]), sources: [source] },
            problems: [],
            prBodyHash: null,
            bound: NO_SPEC_BINDING,
        };
    }
    const pull = pullAsRead ??
        (await octokit.rest.pulls.get({
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.number,
        })).data;
    const body = pull.body ?? '';
    const sources = [];
    const problems = [];
    const bound = { title: pull.title ?? '', issues: [] };
    if (body.trim().length > 0) {
        sources.push({
            kind: 'pr-body',
            ref: 'PR body',
            author: pull.user?.login ?? null,
            association: association(pull.author_association),
            text: body,
            repository: `${pr.owner}/${pr.repo}`,
        });
    }
    const fromBody = parseClosingReferences(body, { owner: pr.owner, repo: pr.repo });
    const fromGitHub = await githubClosingReferences(octokit, pr);
    if (fromGitHub.problem !== null)
        problems.push(fromGitHub.problem);
    const seen = new Set();
    const refs = [];
    for (const ref of [...fromBody, ...fromGitHub.refs]) {
        if (seen.has(issueKey(ref)))
            continue;
        seen.add(issueKey(ref));
        refs.push(ref);
    }
    if (refs.length > MAX_SPEC_ISSUES) {
        problems.push(`PR #${pr.number} closes ${refs.length} issues; only the first ${MAX_SPEC_ISSUES} were read into the spec`);
    }
    for (const ref of refs.slice(0, MAX_SPEC_ISSUES)) {
        const label = issueLabel(ref, pr);
        try {
            const { data: issue } = await octokit.rest.issues.get({
                owner: ref.owner,
                repo: ref.repo,
                issue_number: ref.number,
            });
            const issueBody = issue.body ?? '';
            sources.push({
                kind: 'issue',
                ref: label,
                author: issue.user?.login ?? null,
                association: association(issue.author_association),
                text: issueBody.trim().length > 0 ? `${issue.title}\n\n${issueBody}` : issue.title,
                repository: `${ref.owner}/${ref.repo}`,
            });
            const stateReason = issue.state_reason;
            bound.issues.push({
                ref: label,
                state: typeof issue.state === 'string' ? issue.state : 'unknown',
                stateReason: typeof stateReason === 'string' ? stateReason : null,
            });
        }
        catch (error) {
            problems.push(`Issue ${label}, which PR #${pr.number} closes, could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`);
        }
    }
    return {
        spec: { text: (0,spec_trust/* joinSpec */.ir)(sources), sources },
        problems,
        prBodyHash: hashText(body),
        bound,
    };
}
// ------------------------------------------------------------------------------------------------
// Commits and the stale check
// ------------------------------------------------------------------------------------------------
/** GitHub lists at most 250 commits of a PR. */
const LIST_COMMITS_CAP = 250;
/** Commit messages, oldest first, checked to be the pinned head's. */
async function fetchCommitMessages(octokit, pr) {
    const commits = await octokit.paginate(octokit.rest.pulls.listCommits, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
    });
    const last = commits.at(-1)?.sha;
    const unbound = last !== undefined && commits.length < LIST_COMMITS_CAP && last !== pr.headSha
        ? `the PR's commits were listed at ${pull_short(last)}, not at the pinned head ${pull_short(pr.headSha)}`
        : null;
    return { messages: commits.map((c) => c.commit.message), unbound };
}
/**
 * The PR as it is now, for the check before publishing: its head, base branch, state, and the spec
 * read again from every source (one read of the PR serves all of them).
 */
async function rereadPullRequest(octokit, pr, specInput) {
    const { data } = await octokit.rest.pulls.get({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
    });
    const spec = await fetchSpec(octokit, pr, specInput, data);
    return {
        headSha: data.head.sha,
        baseRef: data.base.ref,
        baseSha: data.base.sha,
        state: data.merged ? 'merged' : data.state,
        spec: specDigest(spec.spec, spec.bound),
        specProblems: spec.problems,
    };
}
/** Whether `ancestor` is `descendant` or an ancestor of it (compare API), or why not. */
async function ancestryProblem(octokit, repository, ancestor, descendant) {
    if (ancestor === descendant)
        return null;
    try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            owner: repository.owner,
            repo: repository.repo,
            basehead: `${ancestor}...${descendant}`,
            per_page: 1,
        });
        const status = data.status;
        if (status === 'ahead' || status === 'identical')
            return null;
        return `the judged base ${pull_short(ancestor)} is not an ancestor of the base ${pull_short(descendant)} now (${typeof status === 'string' ? status : 'no status in the reply'})`;
    }
    catch (error) {
        return `whether the judged base ${pull_short(ancestor)} is an ancestor of the base ${pull_short(descendant)} could not be read (${(0,client/* describeGitHubError */.dZ)(error)})`;
    }
}


/***/ }),

/***/ 9256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ON: () => (/* binding */ applySpecTrust),
/* harmony export */   ir: () => (/* binding */ joinSpec)
/* harmony export */ });
/* unused harmony exports TRUSTED_ASSOCIATIONS, TRUSTED_PERMISSIONS, closeOpenComment, judgeSource */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42677);

/** GitHub `author_association` values of people who belong to the repository. */
const TRUSTED_ASSOCIATIONS = new Set([
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
]);
/** Base-repository permissions (the endpoint's legacy `permission`; `maintain` reads as `write`). */
const TRUSTED_PERMISSIONS = new Set(['admin', 'maintain', 'write']);
/** The spec text as reviewers read it: each source under its own heading, in order. */
function joinSpec(sources) {
    return sources.map((s) => `## ${s.ref}\n\n${closeOpenComment(s.text)}`.trimEnd()).join('\n\n');
}
/**
 * The text with an HTML comment left open at its end closed. GitHub renders each source alone, so
 * such a comment hides only the rest of its own source; joined, it would hide every source after
 * it (a PR body ending in `<!--` would swallow the issue's criteria when the spec is sanitised).
 */
function closeOpenComment(text) {
    const lastOpen = text.lastIndexOf('<!--');
    if (lastOpen < 0)
        return text;
    const lastClose = Math.max(text.lastIndexOf('-->'), text.lastIndexOf('--!>'));
    return lastClose > lastOpen ? text : `${text}\n-->`;
}
function label(text, max) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLabel */ .ZV)(text, max);
}
/** One source's trust, from the base repository's point of view only. */
function judgeSource(source, base) {
    const baseName = `${base.owner}/${base.repo}`;
    if (source.kind === 'input') {
        // Only the workflow file sets an input, and only people with write access change that.
        return { trusted: true, basis: 'the workflow’s `spec` input' };
    }
    const association = typeof source.association === 'string' ? source.association.trim().toUpperCase() : null;
    const repository = typeof source.repository === 'string' ? source.repository : null;
    const foreign = repository !== null && repository.toLowerCase() !== baseName.toLowerCase();
    if (!foreign) {
        if (repository === null) {
            return { trusted: false, basis: 'no repository vouches for its author' };
        }
        if (association !== null && TRUSTED_ASSOCIATIONS.has(association)) {
            return { trusted: true, basis: `${label(association, 30)} of ${label(baseName, 100)}` };
        }
        return {
            trusted: false,
            basis: `${label(association ?? 'no association', 30)} of ${label(baseName, 100)}`,
        };
    }
    // Another repository: its association is that repository's business, not ours.
    const elsewhere = `${label(association ?? 'no association', 30)} of ${label(repository, 100)}, another repository`;
    const permission = typeof source.basePermission === 'string' ? source.basePermission.trim().toLowerCase() : null;
    if (permission !== null && TRUSTED_PERMISSIONS.has(permission)) {
        return {
            trusted: true,
            basis: `${elsewhere}; ${label(permission, 20)} access to ${label(baseName, 100)}`,
        };
    }
    const why = permission !== null
        ? `${label(permission, 20)} access to ${label(baseName, 100)}`
        : `access to ${label(baseName, 100)} unknown (${label(source.basePermissionError ?? 'not asked', 160)})`;
    return { trusted: false, basis: `${elsewhere}; ${why}` };
}
function describe(j) {
    const who = j.source.author === null ? 'unknown author' : label(j.source.author, 40);
    return `'${label(j.source.ref, 80)}' by ${who} (${j.trust.basis})`;
}
/**
 * Judges every source. With `requireTrusted`, untrusted sources are excluded (and named in a
 * note), and a spec with no trusted source left is a blocker. Without it every source is used.
 */
function applySpecTrust(sources, base, requireTrusted) {
    const judged = sources.map((source) => {
        const trust = judgeSource(source, base);
        return { source, trust, excluded: requireTrusted && !trust.trusted };
    });
    const used = judged.filter((j) => !j.excluded).map((j) => j.source);
    const excluded = judged.filter((j) => j.excluded);
    const notes = [];
    const blockers = [];
    if (excluded.length > 0) {
        notes.push(`require-trusted-spec: ${excluded.length} untrusted spec source(s) left out of what the reviewers saw: ${excluded.map(describe).join('; ')}`);
    }
    if (requireTrusted && used.length === 0) {
        const listed = judged.length === 0 ? 'no spec source' : judged.map(describe).join('; ');
        blockers.push(`spec from untrusted author(s) — a maintainer must provide or approve the spec: ${listed}`);
    }
    return { judged, used, blockers, notes };
}


/***/ })

};
