export const id = 266;
export const ids = [266];
export const modules = {

/***/ 69266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ renderReport),
/* harmony export */   renderFailureReport: () => (/* binding */ renderFailureReport)
/* harmony export */ });
/* harmony import */ var _trust_output_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91373);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48763);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27491);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16559);




const RETRY_NOTES_SHOWN = 8;
const REVIEWED_FILES_INLINE = 10;
const REVIEWED_FILES_LISTED = 300;
const LINE_MAX = 2000;
function renderReport(decision, input, context) {
    try {
        return render(decision, input, context);
    }
    catch (error) {
        let head;
        try {
            head = typeof context?.headSha === 'string' ? context.headSha : undefined;
        }
        catch {
            head = undefined;
        }
        return renderFailureReport(`report rendering error: ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)}`, head);
    }
}
/** The report of a pipeline crash: BLOCKED, `pipeline` incomplete, the reason named. */
function renderFailureReport(reason, headSha) {
    let why;
    try {
        why = plain(reason, LINE_MAX) || 'no reason recorded';
    }
    catch {
        why = 'no reason recorded';
    }
    let head;
    try {
        head = headLine(headSha, undefined);
    }
    catch {
        head = 'Judged head: unknown.';
    }
    return [
        'GAUNTLET: BLOCKED',
        'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
        '',
        head,
        '',
        '## Blockers',
        `- pipeline: PIPELINE-FAULT — the pipeline crashed: ${why} — treat as a failed gate, not a pass.`,
        '',
        '## Review incomplete',
        '- pipeline: the run did not complete; no verdict was reached',
        '',
    ].join('\n');
}
function render(decision, input, context) {
    const blockers = strings(decision.blockers);
    const incomplete = strings(decision.incomplete).map((n) => plain(n, 60));
    // A report never says PASS beside a blocker or an incomplete review, whatever it was handed.
    const pass = decision.verdict === 'PASS' && blockers.length === 0 && incomplete.length === 0;
    const run = input?.gauntlet;
    const outcomes = (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .outcomeMap */ .d5)(run?.outcomes);
    const out = [`GAUNTLET: ${pass ? 'PASS' : 'BLOCKED'}`];
    if (incomplete.length > 0)
        out.push(`GAUNTLET_REVIEW_INCOMPLETE: ${incomplete.join(', ')}`);
    out.push('', headLine(context?.headSha, context));
    out.push('', ...laneTable(decision.rows));
    const reasons = strings(context?.selectionReasons ?? run?.selection?.reasons);
    section(out, 'Lane selection', reasons.length > 0 ? bullets(reasons) : ['(none recorded)']);
    const notes = strings(run?.retryNotes);
    if (notes.length > 0) {
        const shown = bullets(notes.slice(0, RETRY_NOTES_SHOWN));
        if (notes.length > RETRY_NOTES_SHOWN) {
            shown.push(`- … ${notes.length - RETRY_NOTES_SHOWN} more note(s)`);
        }
        section(out, 'Pipeline notes', shown);
    }
    if (blockers.length > 0)
        section(out, 'Blockers', bullets(blockers));
    const attention = strings(decision.attention);
    if (attention.length > 0) {
        section(out, 'Human attention required', [
            ...bullets(attention),
            '',
            attentionModeLine(decision),
        ]);
    }
    for (const quote of [...strings(run?.pipelineErrors), ...strings(input?.notes)]) {
        out.push('', `> ${plain(quote, LINE_MAX)}`);
    }
    if (incomplete.length > 0) {
        section(out, 'Review incomplete', incompleteLines(incomplete, outcomes, blockers, input?.gate));
    }
    section(out, 'Fresh-context review', gateSection(input?.gate, context?.implementer));
    const tests = testEvidenceSection(context?.testEvidence);
    if (tests.length > 0)
        section(out, 'Test evidence', tests);
    section(out, 'Coverage', coverageSection(context?.coverage));
    section(out, 'Spec sources', specSection(context?.specSources));
    section(out, 'Usage', [usageLine(context?.usage)]);
    section(out, 'Full lane reports', ['', ...laneReports(run?.selection?.lanes, outcomes)]);
    return `${out.join('\n')}\n`;
}
/** What `human-attention` did with the items, and how to change it. */
function attentionModeLine(decision) {
    if (decision.humanAttention === 'note') {
        return ('`human-attention: note` — these items are listed for a person to read; they do not block ' +
            'the status.');
    }
    const approval = decision.onlyHumanAttention
        ? 'The review itself passed: these items are all that block it. '
        : '';
    return (`\`human-attention: block\` (the default) — each item above blocks until a person has ` +
        `looked at it. ${approval}To list them without blocking, set \`human-attention: note\` in ` +
        'the workflow and re-run the gate.');
}
function headLine(headSha, context) {
    const sha = typeof headSha === 'string' && headSha.trim() !== '' ? code(headSha, 80) : 'unknown';
    const parts = [`Judged head ${sha}`];
    if (context !== undefined && context !== null) {
        parts.push(`status context ${code(context.statusContext, 100)}`);
        if (typeof context.rigor === 'string')
            parts.push(`rigor ${code(context.rigor, 40)}`);
        if (typeof context.securityPosture === 'string') {
            parts.push(`security posture ${code(context.securityPosture, 40)}`);
        }
    }
    return `${parts.join(' · ')}.`;
}
function laneTable(rows) {
    const lines = ['| lane | status | detail |', '|------|--------|--------|'];
    for (const row of Array.isArray(rows) ? rows : []) {
        if (typeof row !== 'object' || row === null)
            continue;
        lines.push(`| ${cell(row.lane)} | ${cell(row.status)} | ${cell(row.detail)} |`);
    }
    return lines;
}
function incompleteLines(names, outcomes, blockers, gate) {
    const lines = [];
    for (const name of names) {
        const lane = _types_js__WEBPACK_IMPORTED_MODULE_3__/* .LANE_ORDER */ .w.find((l) => l === name);
        if (lane !== undefined) {
            const attempts = (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptsOf */ .Or)(outcomes.get(lane));
            lines.push(attempts > 0
                ? `- ${lane}: no completed review after ${attempts} attempt(s)`
                : `- ${lane}: no completed review`);
        }
        else if (name === 'pipeline') {
            const faults = blockers.filter((b) => b.startsWith('pipeline: ') || /^(verdict gate|decision) error: /.test(b));
            if (faults.length === 0)
                lines.push('- pipeline: review incomplete (no fault text recorded)');
            for (const fault of faults)
                lines.push(`- ${plain(fault, LINE_MAX)}`);
        }
        else if (name === 'gate') {
            const fault = gate !== null && gate !== undefined && typeof gate === 'object' && gate.fault != null
                ? plain(gate.fault, 500)
                : 'no verdict was produced';
            lines.push(`- gate: the fresh-context review did not complete — ${fault}`);
        }
        else {
            lines.push(`- ${name}: no completed review`);
        }
    }
    return lines;
}
function gateSection(gate, implementer) {
    const lines = [];
    if (gate === null || gate === undefined || typeof gate !== 'object') {
        lines.push('- State: **none** — the fresh-context reviewer never produced a verdict.');
    }
    else {
        const state = gate.fault != null ? 'fail (fault)' : plain(gate.state, 20);
        lines.push(`- State: **${state}**, confidence ${confidence(gate.confidence)}`);
        lines.push(`- Reviewer model: ${code(gate.reviewerModel, 120)}`);
        lines.push(`- Session: ${code(gate.sessionId, 120)}`);
        if (gate.fault != null)
            lines.push(`- Fault: ${modelLine(gate.fault)}`);
        lines.push(`- Summary: ${modelLine(gate.summary) || '(none)'}`);
    }
    lines.push(`- Implementer: ${implementerLine(implementer)}`);
    if (gate !== null && gate !== undefined && typeof gate === 'object') {
        const issues = strings(gate.issues);
        const questions = strings(gate.questions);
        if (issues.length > 0)
            lines.push('', '**Issues**', ...issues.map((i) => `- ${modelLine(i)}`));
        if (questions.length > 0) {
            lines.push('', '**Questions**', ...questions.map((q) => `- ${modelLine(q)}`));
        }
    }
    return lines;
}
function implementerLine(implementer) {
    if (implementer === undefined || implementer === null)
        return 'unknown';
    const model = typeof implementer.model === 'string' && implementer.model.trim() !== ''
        ? code(implementer.model, 120)
        : 'unknown';
    const how = typeof implementer.detectedFrom === 'string' && implementer.detectedFrom.trim() !== ''
        ? `detected from ${code(implementer.detectedFrom, 120)}`
        : 'not given and not detected';
    const session = typeof implementer.sessionId === 'string' && implementer.sessionId.trim() !== ''
        ? `, session ${code(implementer.sessionId, 120)}`
        : '';
    return `model ${model} (${how})${session}`;
}
/** A coverage entry's path: `old` → `new` for a rename or copy, with its status when not plain. */
function coveredPath(file) {
    const path = typeof file.oldPath === 'string'
        ? `${code(file.oldPath, 300)} → ${code(file.path, 300)}`
        : code(file.path, 300);
    const status = typeof file.status === 'string' ? plain(file.status, 20) : null;
    const type = typeof file.typeChange === 'string' ? plain(file.typeChange, 40) : null;
    if (type !== null)
        return `${path} (${status ?? 'changed'}: ${type})`;
    return status !== null && status !== 'modified' ? `${path} (${status})` : path;
}
function coverageSection(coverage) {
    const files = (Array.isArray(coverage) ? coverage : []).filter((f) => typeof f === 'object' && f !== null);
    if (files.length === 0)
        return ['No changed files were recorded.'];
    const reviewed = files.filter((f) => f.state === 'reviewed');
    const others = files.filter((f) => f.state !== 'reviewed');
    const notReviewable = others.filter((f) => f.state === 'not-reviewable').length;
    const excluded = others.filter((f) => f.state === 'excluded').length;
    const lines = [
        `${files.length} changed file(s): ${reviewed.length} reviewed, ${notReviewable} not ` +
            `reviewable, ${excluded} excluded` +
            (others.length - notReviewable - excluded > 0
                ? `, ${others.length - notReviewable - excluded} in an unknown state`
                : '') +
            '.',
    ];
    if (others.length > 0) {
        lines.push('');
        for (const file of others) {
            const state = file.state === 'excluded'
                ? 'excluded'
                : file.state === 'not-reviewable'
                    ? 'not reviewable'
                    : `state ${plain(file.state, 30)}`;
            lines.push(`- ${coveredPath(file)} — ${state}: ${plain(file.reason ?? 'no reason recorded', 300)}`);
        }
    }
    if (reviewed.length > 0) {
        const listed = reviewed.slice(0, REVIEWED_FILES_LISTED).map((f) => `- ${coveredPath(f)}`);
        if (reviewed.length > REVIEWED_FILES_LISTED) {
            listed.push(`- … and ${reviewed.length - REVIEWED_FILES_LISTED} more reviewed file(s)`);
        }
        if (reviewed.length <= REVIEWED_FILES_INLINE)
            lines.push('', 'Reviewed:', ...listed);
        else {
            lines.push('', `<details><summary>${reviewed.length} reviewed file(s)</summary>`, '', ...listed, '', '</details>');
        }
    }
    return lines;
}
const FAILING_TESTS_SHOWN = 50;
/** Each test source: what it is, what it counted, every failing test (up to a cap), what was not read. */
function testEvidenceSection(view) {
    if (view === undefined || view === null)
        return [];
    const lines = [];
    const sources = Array.isArray(view.sources) ? view.sources : [];
    for (const s of sources) {
        if (typeof s !== 'object' || s === null)
            continue;
        const t = s.totals;
        const counts = t
            ? `${count(t.tests)} tests, ${count(t.failures)} failed, ${count(t.errors)} errored, ${count(t.skipped)} skipped`
            : `${count(s.logLines ?? 0)} lines scanned whole, ${count(strings(s.failures).length)} failure line(s)`;
        const declared = s.declared
            ? ` (the report declares ${count(s.declared.tests)} tests, ${count(s.declared.failures + s.declared.errors)} failing)`
            : '';
        lines.push(`- ${code(s.name, 200)} (${plain(s.format, 40)}): ${counts}${declared}`);
        const failures = Array.isArray(s.failures) ? s.failures : [];
        for (const f of failures.slice(0, FAILING_TESTS_SHOWN)) {
            const kind = f?.kind === 'error' ? 'error' : 'failed';
            lines.push(`  - ${kind}: ${code(untrusted(f?.name, 300), 300)} — ${untrusted(f?.message, 500)}`);
        }
        if (failures.length > FAILING_TESTS_SHOWN) {
            lines.push(`  - … and ${count(failures.length - FAILING_TESTS_SHOWN)} more failing (all counted, all blocking)`);
        }
        for (const line of strings(s.summaries).slice(0, 5))
            lines.push(`  - runner summary: ${untrusted(line, 300)}`);
        for (const note of strings(s.notes).slice(0, 10))
            lines.push(`  - note: ${untrusted(note, 600)}`);
        for (const problem of strings(s.problems))
            lines.push(`  - not read: ${untrusted(problem, 600)}`);
    }
    for (const m of strings(view.missing))
        lines.push(`- not read: ${untrusted(m, 600)}`);
    return lines;
}
/** Untrusted text from a test report: neutralised like model text, then flattened. */
function untrusted(text, max) {
    return plain((0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeModelText */ .wF)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(text)), max);
}
function specSection(sources) {
    const list = (Array.isArray(sources) ? sources : []).filter((s) => typeof s === 'object' && s !== null);
    if (list.length === 0)
        return ['No spec was found.'];
    return list.map((s) => {
        const author = typeof s.author === 'string' && s.author !== ''
            ? `by ${code(s.author, 100)}`
            : 'author unknown';
        const association = typeof s.association === 'string' ? plain(s.association, 40) : 'association unknown';
        const line = `- ${plain(s.kind, 20)} ${code(s.ref, 200)} — ${author} (${association})`;
        if (typeof s.trusted !== 'boolean')
            return line;
        const basis = typeof s.trustBasis === 'string' ? `: ${plain(s.trustBasis, 400)}` : '';
        const verdict = s.trusted ? 'trusted' : 'untrusted';
        const used = s.excluded === true ? ' — excluded: the reviewers did not see it' : ' — used in the review';
        return `${line} — ${verdict}${basis}${used}`;
    });
}
function usageLine(usage) {
    if (usage === undefined || usage === null || typeof usage !== 'object')
        return 'Usage: unknown.';
    const cached = count(usage.cachedInputTokens);
    const cost = typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd)
        ? `$${usage.costUsd.toFixed(4)}`
        : 'unknown';
    return (`Tokens: ${count(usage.inputTokens)} in` +
        (cached !== '0' && cached !== 'unknown' ? ` (${cached} cached)` : '') +
        ` / ${count(usage.outputTokens)} out · cost: ${cost}`);
}
function laneReports(selected, outcomes) {
    const chosen = new Set(Array.isArray(selected) ? selected : []);
    const lines = [];
    for (const lane of _types_js__WEBPACK_IMPORTED_MODULE_3__/* .LANE_ORDER */ .w) {
        const outcome = outcomes.get(lane);
        if (outcome === undefined && !chosen.has(lane))
            continue;
        const report = outcome === undefined ? (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .missingReport */ .J8)(lane) : outcome.report;
        lines.push(`<details><summary>${lane}</summary>`, '', laneReportBody(report), '', '</details>', '');
    }
    if (lines.length === 0)
        return ['No lane ran.'];
    lines.pop();
    return lines;
}
/**
 * A lane report, kept whole but neutralised as a whole: besides the model text our lane renderers
 * already neutralised, it can quote fault text verbatim (an SDK message that quotes a raw reply).
 * The neutraliser closes open fences and leaves no raw `<`, so it cannot break the surrounding
 * `<details>` block either.
 */
function laneReportBody(report) {
    const text = typeof report === 'string' ? report : `(malformed lane result) ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(report)}`;
    return (0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeModelText */ .wF)(text).trimEnd();
}
// ---- small renderers ---------------------------------------------------------------------------
function section(out, title, body) {
    out.push('', `## ${title}`, ...body);
}
function bullets(items) {
    return items.map((item) => `- ${plain(item, LINE_MAX)}`);
}
/** Keeps the string entries of a list (a non-list is empty). */
function strings(list) {
    if (!Array.isArray(list))
        return [];
    return list.map((e) => (typeof e === 'string' ? e : (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(e)));
}
function confidence(value) {
    return typeof value === 'number' && Number.isFinite(value)
        ? String(Math.min(1, Math.max(0, value)).toFixed(2))
        : 'unknown';
}
function count(value) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        return 'unknown';
    return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
// Control, zero-width, bidi and Unicode tag characters: never rendered.
const INVISIBLE = 
// eslint-disable-next-line no-control-regex -- matching control characters is the point
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\u{e0000}-\u{e007f}]/gu;
/**
 * Any text that is not our own fixed wording (blockers quoting file names, fault text, model text,
 * spec refs): one line, through the one neutraliser — no live mention, reference, image, HTML or
 * marker, no raw `<`.
 */
function plain(text, max) {
    return (0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(text, max);
}
/** Text a model wrote. */
function modelLine(text) {
    return (0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(text, LINE_MAX);
}
/** An inline code span that no content can escape; a `<` in it is shown as `＜`, never raw. */
function code(text, max) {
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(text).replace(INVISIBLE, ''), max).replace(/</g, '\uFF1C');
    if (body === '')
        return '`(empty)`';
    const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** A table cell: one line, pipes escaped. */
function cell(text) {
    return plain(text, 300).replace(/\|/g, '\\|') || ' ';
}


/***/ }),

/***/ 21251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ isFaultMarker),
/* harmony export */   Tm: () => (/* binding */ criticalCount),
/* harmony export */   UY: () => (/* binding */ codeReviewDegraded),
/* harmony export */   _P: () => (/* binding */ isFaulted),
/* harmony export */   ah: () => (/* binding */ sentinelMatch),
/* harmony export */   yV: () => (/* binding */ adversaryDegraded)
/* harmony export */ });
/* unused harmony exports SENTINELS, ADVERSARY_DEGRADED_HEADER, CRITICAL_SUMMARY */
const SENTINELS = {
    'code-review': /Verdict:\**\s*\**\s*(MERGE-READY|NEEDS-HUMAN)/,
    adversary: /ADVERSARIAL_REVIEW:\s*(CONFORMS|DIVERGES)/,
    security: /SECURITY_REVIEW:\s*(PASS|FAIL)/,
    probe: /USAGE_PROBE:\s*(PASS|FAIL|INCONCLUSIVE)/,
};
/** The first `**Verdict: …` line of a code-review report. */
const CODE_REVIEW_VERDICT_LINE = /^\*\*Verdict: .*$/m;
const CODE_REVIEW_DEGRADED = /^\*\*Verdict: NEEDS-HUMAN\*\* — .*(pipeline fault\(s\) recorded|PIPELINE-FAULT:|report rendering error)/;
/** Applied to the line right after the first adversary sentinel line, anchored at its start. */
const ADVERSARY_DEGRADED_HEADER = /^Criteria: .*(degraded run: pipeline fault recorded|degraded run: \d+ criterion check\(s\) died|verdict computation error:)/;
/** The code-review summary line; the last match wins. */
const CRITICAL_SUMMARY = /^\*Reviewed \d+ files, found (\d+) critical, \d+ warnings, \d+ suggestions, \d+ nitpicks \(\d+ deferred by quality bar\)\*$/gm;
/** A lane result is a fault only when it starts with the marker (a review that quotes it is not). */
function isFaultMarker(report) {
    return report.trim().startsWith('PIPELINE-FAULT:');
}
function sentinelMatch(lane, report) {
    return SENTINELS[lane].exec(report)?.[1] ?? null;
}
/** The code-review lane's own verdict line records a pipeline fault. */
function codeReviewDegraded(report) {
    const line = CODE_REVIEW_VERDICT_LINE.exec(report)?.[0];
    return line !== undefined && CODE_REVIEW_DEGRADED.test(line);
}
/** The adversary's `Criteria:` header directly under its sentinel records a degraded run. */
function adversaryDegraded(report) {
    const lines = report.split('\n');
    const at = lines.findIndex((l) => SENTINELS.adversary.test(l));
    if (at < 0)
        return false;
    const next = lines[at + 1];
    return next !== undefined && ADVERSARY_DEGRADED_HEADER.test(next);
}
/** Critical count: the last summary line's figure, else the raw 🔴 count. */
function criticalCount(report) {
    let last;
    for (const m of report.matchAll(CRITICAL_SUMMARY))
        last = m[1];
    if (last !== undefined)
        return Number(last);
    return report.split('🔴').length - 1;
}
/**
 * Whether the retry gate re-runs this lane: a missing or non-string report, a fault marker, a
 * sentinel-less report, or the lane's own degraded-run wording. A real verdict never is.
 */
function isFaulted(lane, report) {
    if (typeof report !== 'string')
        return true;
    if (isFaultMarker(report))
        return true;
    if (sentinelMatch(lane, report) === null)
        return true;
    if (lane === 'code-review' && codeReviewDegraded(report))
        return true;
    if (lane === 'adversary' && adversaryDegraded(report))
        return true;
    return false;
}


/***/ }),

/***/ 27491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ LANE_ORDER)
/* harmony export */ });
/** Row order of the report and of every lane loop. */
const LANE_ORDER = ['code-review', 'adversary', 'security', 'probe'];


/***/ }),

/***/ 16559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ missingReport),
/* harmony export */   Or: () => (/* binding */ attemptsOf),
/* harmony export */   _K: () => (/* binding */ gauntletVerdict),
/* harmony export */   d5: () => (/* binding */ outcomeMap)
/* harmony export */ });
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48763);
/* harmony import */ var _sentinels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21251);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27491);
// The verdict gate (reference §B.6): a pure, deterministic reading of each lane's last report with
// the sentinel regexes. A missing sentinel, a fault, a degraded run, a 🔴, an incomplete review or
// a pipeline fault blocks; nothing but GREEN rows with no blocker passes. It never throws: a crash
// inside is itself a BLOCKED verdict naming the `pipeline`.



const FAULT_MARKER = 'PIPELINE-FAULT:';
const REPR_MAX = 80;
/** `GAUNTLET: PASS` only when every selected lane is green and nothing else blocks. */
function gauntletVerdict(run) {
    try {
        return judgeRun(run);
    }
    catch (error) {
        return crashedVerdict(error);
    }
}
/** The synthetic report of a selected lane that left no outcome (it must never read as SKIPPED). */
function missingReport(lane) {
    return `${FAULT_MARKER} ${lane} lane produced no report`;
}
function crashedVerdict(error) {
    return {
        verdict: 'BLOCKED',
        incomplete: ['pipeline'],
        rows: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w.map((lane) => ({ lane, status: 'BLOCKED', detail: 'verdict gate error' })),
        blockers: [`verdict gate error: ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)} — treat as a failed gate, not a pass.`],
        attention: [],
    };
}
function judgeRun(run) {
    const rows = [];
    const blockers = [];
    const attention = [];
    const incomplete = new Set();
    const pipelineBlockers = [];
    const selected = selectedLanes(run.selection, pipelineBlockers);
    const outcomes = outcomeMap(run.outcomes, pipelineBlockers);
    for (const lane of _types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w) {
        const outcome = outcomes.get(lane);
        if (outcome === undefined && !selected.has(lane)) {
            rows.push({ lane, status: 'SKIPPED', detail: 'not selected' });
            continue;
        }
        const report = outcome === undefined ? missingReport(lane) : outcome.report;
        const judged = judgeLane(lane, report, attemptsOf(outcome));
        rows.push(judged.row);
        blockers.push(...judged.blockers);
        attention.push(...judged.attention);
        // A lane that ended faulted never completed its review, whatever the bookkeeping says.
        if ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .isFaulted */ ._P)(lane, report))
            incomplete.add(lane);
    }
    if (!selected.has('code-review') && !outcomes.has('code-review')) {
        pipelineBlockers.push('pipeline: PIPELINE-FAULT — code-review was not selected, but it is always on: lane ' +
            'selection is broken; never a pass');
    }
    // Lanes the retry gate recorded as incomplete are forced to BLOCKED, so a restored earlier
    // report can never turn an incomplete review into a pass.
    for (const name of incompleteNames(run.reviewIncomplete, pipelineBlockers)) {
        incomplete.add(name);
        if (name === 'pipeline')
            continue;
        const lane = name;
        const at = rows.findIndex((row) => row.lane === lane);
        const row = rows[at];
        if (row === undefined || row.status === 'BLOCKED')
            continue;
        const attempts = attemptsOf(outcomes.get(lane));
        const after = attempts > 0 ? ` after ${attempts} attempt(s)` : '';
        rows[at] = { lane, status: 'BLOCKED', detail: `review incomplete${after}` };
        blockers.push(`${lane}: review incomplete${after} — the lane never produced a usable verdict`);
    }
    pipelineBlockers.push(...pipelineFaults(run.pipelineErrors));
    if (pipelineBlockers.length > 0)
        incomplete.add('pipeline');
    if (incomplete.has('pipeline') && pipelineBlockers.length === 0) {
        pipelineBlockers.push('pipeline: review incomplete — a pipeline stage never completed (no fault text recorded)');
    }
    blockers.push(...pipelineBlockers);
    const names = [...incomplete].sort();
    return {
        verdict: blockers.length > 0 || names.length > 0 ? 'BLOCKED' : 'PASS',
        incomplete: names,
        rows,
        blockers,
        attention,
    };
}
function judgeLane(lane, report, attempts) {
    const times = attempts > 1 ? ` ×${attempts}` : '';
    if (typeof report !== 'string') {
        return blocked(lane, 'malformed lane result (non-string)', `${lane}: malformed lane result (non-string item) — never a pass`);
    }
    if ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .isFaultMarker */ .BI)(report)) {
        const line = report.split(/\r?\n|\r/).find((l) => l.includes(FAULT_MARKER)) ?? report;
        return blocked(lane, `PIPELINE-FAULT (lane failed${times})`, `${lane}: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a ` +
            `degraded lane is never a pass (${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(line, 200)})`);
    }
    switch (lane) {
        case 'code-review':
            return judgeCodeReview(report, times);
        case 'adversary':
            return judgeAdversary(report, times);
        case 'security':
            return judgeSecurity(report);
        case 'probe':
            return judgeProbe(report);
    }
}
function judgeCodeReview(report, times) {
    const lane = 'code-review';
    const verdict = (0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .sentinelMatch */ .ah)(lane, report);
    const degraded = (0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .codeReviewDegraded */ .UY)(report);
    // The critical count blocks regardless of the verdict line: MERGE-READY with a 🔴 is BLOCKED.
    const reds = (0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .criticalCount */ .Tm)(report);
    const blockers = [];
    if (degraded) {
        blockers.push('code-review: the lane reported an internal PIPELINE-FAULT (degraded review) — a degraded ' +
            'lane is never a pass');
    }
    if (reds > 0)
        blockers.push(`code-review: ${reds} 🔴 CRITICAL finding(s) — fix before claiming done`);
    if (verdict === null) {
        blockers.push('code-review: no Review Verdict sentinel found — the lane failed; a missing verdict is ' +
            'never a pass');
    }
    let row;
    let attention = [];
    if (degraded && reds > 0) {
        row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times}); ${reds} 🔴` };
    }
    else if (degraded) {
        row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times})` };
    }
    else if (reds > 0) {
        row = { lane, status: 'BLOCKED', detail: `${reds} 🔴 finding(s)` };
    }
    else if (verdict === 'MERGE-READY') {
        row = { lane, status: 'GREEN', detail: 'MERGE-READY' };
    }
    else if (verdict === 'NEEDS-HUMAN') {
        row = { lane, status: 'GREEN (attention)', detail: 'NEEDS-HUMAN, no 🔴' };
        attention = [
            "code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section",
        ];
    }
    else {
        row = { lane, status: 'BLOCKED', detail: 'missing verdict sentinel' };
    }
    return { row, blockers, attention };
}
function judgeAdversary(report, times) {
    const lane = 'adversary';
    if ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .adversaryDegraded */ .yV)(report)) {
        return blocked(lane, `PIPELINE-FAULT (degraded lane${times})`, 'adversary: PIPELINE-FAULT — degraded run, pipeline fault recorded inside the adversary; a ' +
            'degraded lane is never a pass');
    }
    switch ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .sentinelMatch */ .ah)(lane, report)) {
        case 'CONFORMS':
            return green(lane, 'CONFORMS');
        case 'DIVERGES':
            return blocked(lane, 'DIVERGES', 'adversary: DIVERGES — the implementation does not conform to the plan');
        default:
            return blocked(lane, 'missing verdict sentinel', 'adversary: no ADVERSARIAL_REVIEW sentinel found — lane failed; never a pass');
    }
}
function judgeSecurity(report) {
    const lane = 'security';
    switch ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .sentinelMatch */ .ah)(lane, report)) {
        case 'PASS':
            return green(lane, 'PASS');
        case 'FAIL':
            return blocked(lane, 'FAIL', 'security: SECURITY_REVIEW: FAIL — exploitable finding(s)');
        default:
            return blocked(lane, 'missing verdict sentinel', 'security: no SECURITY_REVIEW sentinel found — lane failed; never a pass');
    }
}
function judgeProbe(report) {
    const lane = 'probe';
    switch ((0,_sentinels_js__WEBPACK_IMPORTED_MODULE_0__/* .sentinelMatch */ .ah)(lane, report)) {
        case 'PASS':
            return green(lane, 'PASS');
        case 'FAIL':
            return blocked(lane, 'FAIL', 'probe: USAGE_PROBE: FAIL — observed behavior contradicts the contract');
        case 'INCONCLUSIVE':
            return blocked(lane, 'INCONCLUSIVE (environment)', 'probe: INCONCLUSIVE — the ENVIRONMENT could not be established; this is not a code ' +
                "verdict. Follow the plan's local-run recipe to fix the environment and re-run. " +
                'INCONCLUSIVE is never treated as PASS or FAIL.');
        default:
            return blocked(lane, 'missing verdict sentinel', 'probe: no USAGE_PROBE sentinel found — lane failed; never a pass');
    }
}
function green(lane, detail) {
    return { row: { lane, status: 'GREEN', detail }, blockers: [], attention: [] };
}
function blocked(lane, detail, blocker) {
    return { row: { lane, status: 'BLOCKED', detail }, blockers: [blocker], attention: [] };
}
function selectedLanes(selection, pipelineBlockers) {
    const lanes = selection?.lanes;
    if (!Array.isArray(lanes)) {
        pipelineBlockers.push(`pipeline: PIPELINE-FAULT — malformed lane selection (${repr(selection)}); never a pass`);
        return new Set();
    }
    const known = new Set();
    for (const name of lanes) {
        const lane = _types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w.find((l) => l === name);
        if (lane !== undefined)
            known.add(lane);
        else {
            pipelineBlockers.push(`pipeline: PIPELINE-FAULT — unknown lane in the selection (${repr(name)}); never a pass`);
        }
    }
    return known;
}
/** Lane outcomes by lane; a non-object entry is kept as a report so its row blocks. */
function outcomeMap(outcomes, pipelineBlockers = []) {
    const map = new Map();
    if (outcomes === undefined || outcomes === null)
        return map;
    if (typeof outcomes !== 'object') {
        pipelineBlockers.push(`pipeline: PIPELINE-FAULT — malformed lane outcomes (${repr(outcomes)}); never a pass`);
        return map;
    }
    for (const lane of _types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w) {
        if (!Object.hasOwn(outcomes, lane))
            continue;
        const outcome = outcomes[lane];
        if (outcome === undefined)
            continue;
        // A non-object outcome is kept as a malformed report so the lane row blocks.
        map.set(lane, typeof outcome === 'object' && outcome !== null
            ? outcome
            : { lane, report: outcome, attempts: 0, findings: [] });
    }
    return map;
}
function attemptsOf(outcome) {
    const attempts = outcome?.attempts;
    return typeof attempts === 'number' && Number.isFinite(attempts) && attempts > 0
        ? Math.floor(attempts)
        : 0;
}
/**
 * The incomplete names: lane names and `pipeline` only. Anything else — a non-list, a non-string,
 * an unknown name — is malformed bookkeeping, recorded as a pipeline fault (never dropped), so
 * the names that reach `GAUNTLET_REVIEW_INCOMPLETE:` come from a fixed vocabulary.
 */
function incompleteNames(value, pipelineBlockers) {
    if (value === undefined)
        return [];
    const entries = Array.isArray(value) ? value : [];
    const names = [];
    let malformed = !Array.isArray(value);
    for (const entry of entries) {
        const name = entry === 'pipeline' ? 'pipeline' : _types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w.find((lane) => lane === entry);
        if (name === undefined)
            malformed = true;
        else
            names.push(name);
    }
    if (malformed) {
        pipelineBlockers.push(`pipeline: PIPELINE-FAULT — malformed review_incomplete bookkeeping (${repr(value)}); ` +
            'never a pass');
        names.push('pipeline');
    }
    return names;
}
/** One blocker per pipeline error carrying a fault; NOTE-only entries do not block by themselves. */
function pipelineFaults(errors) {
    if (errors === undefined)
        return [];
    if (!Array.isArray(errors)) {
        return [
            `pipeline: PIPELINE-FAULT — malformed pipeline error list (${repr(errors)}); never a pass`,
        ];
    }
    const faults = [];
    for (const entry of errors) {
        if (typeof entry !== 'string') {
            faults.push(`pipeline: PIPELINE-FAULT — malformed pipeline error entry (${repr(entry)}); never a pass`);
        }
        else if (entry.includes(FAULT_MARKER)) {
            faults.push(`pipeline: ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(entry, 1000)}`);
        }
    }
    return faults;
}
function repr(value) {
    return (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .Jj)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(value)), REPR_MAX);
}


/***/ })

};
