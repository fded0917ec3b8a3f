export const id = 266;
export const ids = [266];
export const modules = {

/***/ 69266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ renderReport),
/* harmony export */   renderFailureReport: () => (/* binding */ renderFailureReport)
/* harmony export */ });
/* harmony import */ var _trust_output_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52814);
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
    if (attention.length > 0)
        section(out, 'Human attention required', bullets(attention));
    for (const quote of [...strings(run?.pipelineErrors), ...strings(input?.notes)]) {
        out.push('', `> ${plain(quote, LINE_MAX)}`);
    }
    if (incomplete.length > 0) {
        section(out, 'Review incomplete', incompleteLines(incomplete, outcomes, blockers, input?.gate));
    }
    section(out, 'Fresh-context review', gateSection(input?.gate, context?.implementer));
    section(out, 'Coverage', coverageSection(context?.coverage));
    section(out, 'Spec sources', specSection(context?.specSources));
    section(out, 'Usage', [usageLine(context?.usage)]);
    section(out, 'Full lane reports', ['', ...laneReports(run?.selection?.lanes, outcomes)]);
    return `${out.join('\n')}\n`;
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
                ? plain((0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeModelText */ .wF)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(gate.fault)), 500)
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
            lines.push(`- ${code(file.path, 300)} — ${state}: ${plain(file.reason ?? 'no reason recorded', 300)}`);
        }
    }
    if (reviewed.length > 0) {
        const listed = reviewed.slice(0, REVIEWED_FILES_LISTED).map((f) => `- ${code(f.path, 300)}`);
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
function specSection(sources) {
    const list = (Array.isArray(sources) ? sources : []).filter((s) => typeof s === 'object' && s !== null);
    if (list.length === 0)
        return ['No spec was found.'];
    return list.map((s) => {
        const author = typeof s.author === 'string' && s.author !== ''
            ? `by ${code(s.author, 100)}`
            : 'author unknown';
        const association = typeof s.association === 'string' ? plain(s.association, 40) : 'association unknown';
        return `- ${plain(s.kind, 20)} ${code(s.ref, 200)} — ${author} (${association})`;
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
/** A lane report, kept whole but made unable to break the surrounding `<details>` block. */
function laneReportBody(report) {
    const text = (typeof report === 'string' ? report : `(malformed lane result) ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(report)}`)
        .replace(/<\/?details\b/gi, (m) => m.replace('<', '&lt;'))
        .replace(/<\/?summary\b/gi, (m) => m.replace('<', '&lt;'))
        .trimEnd();
    const fences = text.split('\n').filter((line) => /^ {0,3}(`{3,}|~{3,})/.test(line)).length;
    return fences % 2 === 1 ? `${text}\n\`\`\`` : text;
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
/** Text that is not ours to trust as markdown: one line, no hidden characters, no raw HTML. */
function plain(text, max) {
    return (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(text).replace(INVISIBLE, ''), max).replace(/</g, '&lt;');
}
/** Text a model wrote: neutralised by the trust layer first, then flattened like any other. */
function modelLine(text) {
    return plain((0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeModelText */ .wF)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(text)), LINE_MAX);
}
/** An inline code span that no content can escape. */
function code(text, max) {
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .asText */ .e1)(text).replace(INVISIBLE, ''), max);
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
/* harmony export */   Gn: () => (/* binding */ SENTINELS),
/* harmony export */   Tm: () => (/* binding */ criticalCount),
/* harmony export */   UY: () => (/* binding */ codeReviewDegraded),
/* harmony export */   _P: () => (/* binding */ isFaulted),
/* harmony export */   ah: () => (/* binding */ sentinelMatch),
/* harmony export */   yV: () => (/* binding */ adversaryDegraded)
/* harmony export */ });
/* unused harmony exports ADVERSARY_DEGRADED_HEADER, CRITICAL_SUMMARY */
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


/***/ }),

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

/***/ 26377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sb: () => (/* binding */ HIDING_KINDS),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   k_: () => (/* binding */ visibleExcerpt),
/* harmony export */   x$: () => (/* binding */ scanInvisible)
/* harmony export */ });
/* unused harmony export invisibleKind */
// Invisible code points: what a human reading the rendered text cannot see but a model reads.
// Shared by the input sanitiser, the pre-screen and the output sanitiser so the three agree on
// what "hidden" means.
/** Kinds that hide text from a human reader. Control characters and ANSI colour codes are
 * stripped too, but they are ordinary in test logs, so they are not evidence of an injection. */
const HIDING_KINDS = new Set([
    'zero-width',
    'bidi-control',
    'tag-characters',
    'variation-selectors',
    'format-character',
]);
const ZERO_WIDTH = new Set([
    0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e, 0x2061, 0x2062, 0x2063, 0x2064, 0x034f, 0x115f,
    0x1160, 0x3164, 0xffa0, 0x17b4, 0x17b5, 0x00ad,
]);
const BIDI = new Set([
    0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
]);
// Format characters that render visibly (prepended concatenation marks); not hidden text.
const VISIBLE_FORMAT = new Set([
    0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd,
    0x110cd,
]);
const FORMAT_CHAR = /^\p{Cf}$/u;
const EMOJI_LIKE = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
// Scripts whose homoglyphs make a zero-width joiner inside a word an identifier-spoofing trick;
// elsewhere (Persian, Indic scripts) ZWNJ/ZWJ are ordinary orthography.
const SPOOFABLE_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]$/u;
// Every code point the scanner may remove, as one class: single code points on purpose (the
// combining ones among them are what we are looking for, not parts of a sequence).
const HIDDEN_CLASS = '[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u3164' +
    '\\ufe00-\\ufe0f\\uffa0\\p{Cf}\\u{E0000}-\\u{E01EF}]';
// Fast path for large logs: nothing in this class means nothing to strip.
// eslint-disable-next-line no-misleading-character-class -- single code points, see HIDDEN_CLASS
const MAYBE_HIDDEN = new RegExp(HIDDEN_CLASS, 'u');
const ANSI_ESCAPE = 
// eslint-disable-next-line no-control-regex
/\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])/g;
/** The hidden kind of one code point, ignoring context (carve-outs are applied by the scanner). */
function invisibleKind(cp) {
    if (ZERO_WIDTH.has(cp))
        return 'zero-width';
    if (BIDI.has(cp))
        return 'bidi-control';
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'tag-characters';
    if (cp >= 0xe0100 && cp <= 0xe01ef)
        return 'variation-selectors';
    if ((cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f)) {
        return 'control-character';
    }
    if (cp === 0x2028 || cp === 0x2029)
        return 'control-character';
    if (!VISIBLE_FORMAT.has(cp) && FORMAT_CHAR.test(String.fromCodePoint(cp))) {
        return 'format-character';
    }
    return null;
}
function hex(cp) {
    return `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
}
/** A one-line, human-visible rendering: invisibles as [U+XXXX], whitespace collapsed, capped. */
function visibleExcerpt(text, max = 80) {
    let out = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0) ?? 0;
        if (/\s/u.test(ch) && invisibleKind(cp) === null)
            out += ' ';
        else if (cp >= 0xfe00 && cp <= 0xfe0f)
            out += hex(cp);
        else if (invisibleKind(cp) !== null || (cp >= 0xe000 && cp <= 0xf8ff))
            out += hex(cp);
        else
            out += ch;
    }
    out = out.replace(/ {2,}/g, ' ').trim();
    const chars = Array.from(out);
    return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : out;
}
function tagLetter(cp) {
    return (cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a);
}
// eslint-disable-next-line no-misleading-character-class -- single code points, see HIDDEN_CLASS
const SUSPICIOUS_RUN = new RegExp(`${HIDDEN_CLASS}+`, 'gu');
function codePointBefore(text, index) {
    if (index <= 0)
        return undefined;
    const low = text.charCodeAt(index - 1);
    if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
        const high = text.charCodeAt(index - 2);
        if (high >= 0xd800 && high <= 0xdbff)
            return text.codePointAt(index - 2);
    }
    return low;
}
/**
 * Strips every hidden code point and reports what it removed. Carve-outs keep ordinary text
 * intact: emoji ZWJ sequences, subdivision flags (🏴 + tag letters + cancel tag), a single
 * variation selector after its base character, and ZWNJ/ZWJ inside words of scripts that use them.
 * Only runs of suspicious code points are examined, so a large clean log costs one regex pass.
 */
function scanInvisible(input) {
    if (!MAYBE_HIDDEN.test(input))
        return { text: input, findings: [], tagMessages: [] };
    const tallies = new Map();
    let out = '';
    const note = (kind, n, after) => {
        const t = tallies.get(kind);
        if (t)
            t.count += n;
        else {
            const before = visibleExcerpt(Array.from(out.slice(-24)).slice(-12).join(''), 20);
            tallies.set(kind, { count: n, excerpt: `${before}[${kind}]${visibleExcerpt(after, 20)}` });
        }
    };
    let ansiCount = 0;
    let ansiSample = '';
    const source = input.replace(ANSI_ESCAPE, (m) => {
        ansiCount += 1;
        if (ansiSample === '')
            ansiSample = m;
        return '';
    });
    if (ansiCount > 0) {
        tallies.set('ansi-escape', { count: ansiCount, excerpt: visibleExcerpt(ansiSample, 40) });
    }
    const tagMessages = [];
    let last = 0;
    for (const m of source.matchAll(SUSPICIOUS_RUN)) {
        out += source.slice(last, m.index);
        last = m.index + m[0].length;
        const cps = Array.from(m[0], (c) => c.codePointAt(0) ?? 0);
        const before = codePointBefore(source, m.index);
        const after = source.codePointAt(last);
        const following = source.slice(last, last + 16);
        let i = 0;
        while (i < cps.length) {
            const cp = cps[i] ?? 0;
            const prev = i === 0 ? before : cps[i - 1];
            const next = i + 1 < cps.length ? cps[i + 1] : after;
            // Subdivision flag: 🏴 followed by 2–6 tag letters and the cancel tag — legitimate emoji.
            if (cp >= 0xe0000 && cp <= 0xe007f && prev === 0x1f3f4 && i === 0) {
                let j = i;
                while (j < cps.length && tagLetter(cps[j] ?? 0))
                    j += 1;
                if (j - i >= 2 && j - i <= 6 && cps[j] === 0xe007f) {
                    out += String.fromCodePoint(...cps.slice(i, j + 1));
                    i = j + 1;
                    continue;
                }
            }
            if (cp >= 0xfe00 && cp <= 0xfe0f) {
                let j = i;
                while (j < cps.length && (cps[j] ?? 0) >= 0xfe00 && (cps[j] ?? 0) <= 0xfe0f)
                    j += 1;
                if (j - i === 1 &&
                    !(j < cps.length && (cps[j] ?? 0) >= 0xe0100 && (cps[j] ?? 0) <= 0xe01ef)) {
                    out += String.fromCodePoint(cp);
                }
                else {
                    note('variation-selectors', j - i, following);
                }
                i = j;
                continue;
            }
            const kind = invisibleKind(cp);
            if (kind === null) {
                out += String.fromCodePoint(cp);
                i += 1;
                continue;
            }
            if ((cp === 0x200d || cp === 0x200c) && prev !== undefined && next !== undefined) {
                const p = String.fromCodePoint(prev);
                const n = String.fromCodePoint(next);
                const emojiJoin = cp === 0x200d && EMOJI_LIKE.test(p) && PICTOGRAPHIC.test(n);
                const scriptJoin = LETTER_OR_MARK.test(p) &&
                    LETTER_OR_MARK.test(n) &&
                    !SPOOFABLE_SCRIPT.test(p) &&
                    !SPOOFABLE_SCRIPT.test(n);
                if (emojiJoin || scriptJoin) {
                    out += String.fromCodePoint(cp);
                    i += 1;
                    continue;
                }
            }
            if (kind === 'tag-characters') {
                let j = i;
                let spelled = '';
                while (j < cps.length && (cps[j] ?? 0) >= 0xe0000 && (cps[j] ?? 0) <= 0xe007f) {
                    const t = cps[j] ?? 0;
                    if (t >= 0xe0020 && t <= 0xe007e)
                        spelled += String.fromCharCode(t - 0xe0000);
                    j += 1;
                }
                if (spelled.length > 0)
                    tagMessages.push(spelled);
                note(kind, j - i, following);
                i = j;
                continue;
            }
            note(kind, 1, following);
            i += 1;
        }
    }
    out += source.slice(last);
    const findings = [];
    for (const [kind, t] of tallies) {
        const excerpt = kind === 'tag-characters' ? `spells "${visibleExcerpt(tagMessages.join(' '))}"` : t.excerpt;
        findings.push({ kind, count: t.count, excerpt });
    }
    return { text: out, findings, tagMessages };
}
/** Just the stripped text. */
function stripInvisible(text) {
    return scanInvisible(text).text;
}


/***/ }),

/***/ 52814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZV: () => (/* binding */ inertLabel),
  wF: () => (/* binding */ neutralizeModelText),
  fp: () => (/* reexport */ redact_redactSecrets)
});

// UNUSED EXPORTS: sanitizeModelOutput

// EXTERNAL MODULE: ./src/trust/entities.ts
var entities = __webpack_require__(54155);
// EXTERNAL MODULE: ./src/trust/invisible.ts
var invisible = __webpack_require__(26377);
;// CONCATENATED MODULE: ./src/trust/redact.ts
// Secret redaction for anything we publish or log: vendor key shapes, and the literal values of
// the keys this run was configured with (also base64- and URL-encoded). The caller treats any
// redaction as a blocker ("possible secret disclosure"). Pure.
const REDACTED = '[REDACTED]';
/** Vendor key shapes. Bodies need a plausible length; the generic `sk-` also needs a digit so
 * hyphenated words ("sk-learn-style-…") are left alone. */
const KEY_SHAPES = [
    /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{16,}/g,
    /(?<![A-Za-z0-9_-])sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{16,}/g,
    /(?<![A-Za-z0-9_-])sk-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/g,
    /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{30,}/g,
    /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,}/g,
    /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}/g,
    /(?<![A-Za-z0-9_-])xox[baprs]-[A-Za-z0-9-]{10,}/g,
    /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
    /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
];
const MIN_SECRET_LENGTH = 8;
/**
 * The base64 spellings of `secret` wherever it sits in a longer encoded stream: for each of the
 * three byte alignments, the characters that depend only on the secret's bytes.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const forms = [];
    for (let offset = 0; offset < 3; offset += 1) {
        const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
        const encoded = padded.toString('base64').replace(/=+$/, '');
        const skip = offset === 0 ? 0 : offset === 1 ? 2 : 3;
        const total = offset + bytes.length;
        // A trailing partial group mixes in bits of whatever follows in the stream.
        const drop = total % 3 === 0 ? 0 : 1;
        const core = encoded.slice(skip, encoded.length - drop);
        if (core.length >= MIN_SECRET_LENGTH) {
            forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
        }
    }
    return forms;
}
function spellings(secret) {
    const forms = new Set([secret]);
    try {
        const uri = encodeURIComponent(secret);
        forms.add(uri);
        forms.add(uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
        forms.add(uri.replace(/%20/g, '+'));
    }
    catch {
        // A lone surrogate has no URL encoding; the literal and base64 forms still apply.
    }
    for (const b of base64Forms(secret))
        forms.add(b);
    return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
function redact_redactSecrets(text, configuredSecrets) {
    let s = typeof text === 'string' ? text : String(text ?? '');
    let redactions = 0;
    const literals = [
        ...new Set(configuredSecrets
            .filter((v) => typeof v === 'string')
            .map((v) => v.trim())
            .filter((v) => v.length >= MIN_SECRET_LENGTH)
            .flatMap(spellings)),
    ].sort((a, b) => b.length - a.length);
    for (const literal of literals) {
        const parts = s.split(literal);
        if (parts.length > 1) {
            redactions += parts.length - 1;
            s = parts.join(REDACTED);
        }
    }
    for (const shape of KEY_SHAPES) {
        s = s.replace(shape, () => {
            redactions += 1;
            return REDACTED;
        });
    }
    return { text: s, redactions };
}

;// CONCATENATED MODULE: ./src/trust/output.ts
// The output sanitiser: everything a model wrote passes through here before it reaches the PR
// comment, the job summary, annotations or step outputs. Rendered, the result cannot notify anyone
// (mentions), cross-reference an issue (refs, issue URLs, closing keywords), trigger a bot
// (`/command`, `@bot …`), fetch anything (images), link off the allowlist, inject HTML, forge our
// hidden marker, or break out of a code fence. Pure.




// Placeholders for finished pieces: U+E000 index U+E001, the index spelled in U+E010..U+E01F so no
// later pattern (digits, letters, punctuation) can match inside one. Input loses U+E000..U+E01F.
const PH_OPEN = '\uE000';
const PH_CLOSE = '\uE001';
const PLACEHOLDER = /\uE000([\uE010-\uE01F]+)\uE001/g;
const RESERVED = /[\uE000-\uE01F]/g;
class Pieces {
    items = [];
    put(text) {
        this.items.push(text);
        const digits = Array.from((this.items.length - 1).toString(16), (d) => String.fromCharCode(0xe010 + Number.parseInt(d, 16))).join('');
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
            if (last === '`' && chunk.startsWith('`'))
                out.push(' ');
            out.push(chunk);
            last = chunk[chunk.length - 1] ?? '';
        };
        const expand = (t, depth) => {
            let from = 0;
            for (const m of t.matchAll(PLACEHOLDER)) {
                emit(t.slice(from, m.index).replace(RESERVED, ''));
                const hexIndex = Array.from(m[1] ?? '', (c) => (c.charCodeAt(0) - 0xe010).toString(16)).join('');
                const item = this.items[Number.parseInt(hexIndex, 16)] ?? '';
                // Pieces may hold placeholders of earlier pieces (a link's text); nesting is shallow.
                if (depth < 8)
                    expand(item, depth + 1);
                else
                    emit(item.replace(RESERVED, ''));
                from = m.index + m[0].length;
            }
            emit(t.slice(from).replace(RESERVED, ''));
        };
        expand(text, 0);
        return out.join('');
    }
}
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
function hostAllowed(host, allowed) {
    const h = host.toLowerCase().replace(/\.$/, '');
    return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}
/** Only https links to an allowed host survive, and never a GitHub issue/PR/discussion link
 * (those create cross-references in the target repository). */
function judgeUrl(raw, allowed) {
    let url;
    try {
        url = new URL(raw.startsWith('www.') ? `https://${raw}` : raw);
    }
    catch {
        return { ok: false, why: 'invalid URL' };
    }
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
function codeSpan(text) {
    return '`' + text.replace(/`/g, "'") + '`';
}
// Matched anywhere, even mid-word: wrapping a neighbour in a code span starts a fresh text node,
// and the renderer links a URL at the start of a node whatever came before.
const BARE_URL = /(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>`|"\\[\]\uE000\uE001]*/gi;
const MENTION = /[A-Za-z0-9._%+-]*@[\p{L}\p{N}_-][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_-][\p{L}\p{N}_.-]*)?/gu;
const REF = /(?:[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|\bGH-\d+\b/gi;
const ENTITY_LIKE = /&(?=#\d{1,8};|#[xX][0-9a-fA-F]{1,7};|[A-Za-z][A-Za-z0-9]*;)/g;
/** Trailing punctuation is not part of an autolink (GFM drops it, and an unbalanced `)`). */
function trimUrl(url) {
    let end = url.length;
    for (;;) {
        const last = url[end - 1];
        if (last !== undefined && '?!.,:*_~\'"'.includes(last))
            end -= 1;
        else if (last === ')') {
            const body = url.slice(0, end);
            if ((body.match(/\(/g) ?? []).length < (body.match(/\)/g) ?? []).length)
                end -= 1;
            else
                break;
        }
        else
            break;
    }
    return [url.slice(0, end), url.slice(end)];
}
/** Plain inline text (code spans and escapes already set aside as placeholders). */
function neutralizePlain(text, ctx, lineStart) {
    let s = text.replace(BARE_URL, (m) => {
        const [url, rest] = trimUrl(m);
        if (url.length === 0)
            return m;
        const v = judgeUrl(url, ctx.allowed);
        return ctx.pieces.put(v.ok ? v.href : codeSpan(url)) + rest;
    });
    s = s.replace(MENTION, (m) => {
        const token = m.replace(/[.-]+$/, '');
        return ctx.pieces.put(codeSpan(token)) + m.slice(token.length);
    });
    // Whatever `@` is left (before an escape, a mark, a symbol) goes in a code span too.
    s = s.replace(/@(?=\S)/g, () => ctx.pieces.put('`@`'));
    s = s.replace(REF, (m) => ctx.pieces.put(codeSpan(m)));
    if (lineStart) {
        s = s.replace(/^(\s*)(\/[A-Za-z][\w-]*)/, (_m, pad, cmd) => pad + ctx.pieces.put(codeSpan(cmd)));
    }
    s = s.replace(/!(?=\[|\uE000)/g, '\\!');
    s = s.replace(/[[\]]/g, (c) => `\\${c}`);
    s = s.replace(/~{3,}/g, (m) => `\\${m}`);
    s = s.replace(ENTITY_LIKE, '&amp;');
    s = s.replace(/</g, '&lt;');
    return s;
}
// Destinations may hold one level of balanced parentheses, as in `javascript:alert(1)`.
const IMAGE = /!\[[^[\]\n]*\]\(\s*(?:<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const LINK = /\[([^[\]\n]*)\]\(\s*(<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const TASK_BOX = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)\[([ xX])\](?=\s)/;
/** One prose line: code spans and backslash escapes first (they bind tightest), then images,
 * links, and the plain text between them. */
function neutralizeLine(line, ctx) {
    const { pieces } = ctx;
    let buf = '';
    let i = 0;
    while (i < line.length) {
        const c = line[i] ?? '';
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
            let close = -1;
            for (let j = i + n; j < line.length;) {
                if (line[j] !== '`') {
                    j += 1;
                    continue;
                }
                let k = 1;
                while (line[j + k] === '`')
                    k += 1;
                if (k === n) {
                    close = j;
                    break;
                }
                j += k;
            }
            const content = close >= 0 ? line.slice(i + n, close) : '';
            // A pipe inside a span splits GFM table cells; such a span is not trusted to stay code.
            if (close >= 0 && !content.includes('|')) {
                buf += pieces.put(line.slice(i, close + n));
                i = close + n;
            }
            else {
                buf += pieces.put('\\`'.repeat(n));
                i += n;
            }
            continue;
        }
        buf += c;
        i += 1;
    }
    const task = TASK_BOX.exec(buf);
    let prefix = '';
    if (task !== null) {
        prefix = (task[1] ?? '') + pieces.put(`[${task[2] ?? ' '}]`);
        buf = buf.slice(task[0].length);
    }
    buf = buf.replace(IMAGE, () => pieces.put('(image removed)'));
    buf = buf.replace(LINK, (_m, label, dest) => {
        const url = pieces.restore(dest).replace(/^<|>$/g, '');
        const text = neutralizePlain(label, ctx, false);
        const v = judgeUrl(url, ctx.allowed);
        if (v.ok && label.trim().length > 0)
            return pieces.put(`[${text}](${v.href})`);
        const why = v.ok ? 'link' : v.why;
        return pieces.put(`${text} (link removed: ${codeSpan(why)})`);
    });
    return prefix + neutralizePlain(buf, ctx, task === null);
}
function neutralizeProse(lines, ctx) {
    const text = lines.join('\n').replace(COMMENT, '');
    return text.split('\n').map((l) => neutralizeLine(l, ctx));
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
    return (0,invisible/* stripInvisible */._0)(fold((0,entities/* decodeEntities */.S)(s.replace(/\r\n?/g, '\n')))).replace(RESERVED, '');
}
function neutralizeNormalised(text, options) {
    const allowed = ['github.com', ...(options.allowedHosts ?? [])]
        .map((h) => h.toLowerCase().trim())
        .filter((h) => h.length > 0);
    const ctx = { pieces: new Pieces(), allowed };
    const out = [];
    for (const block of splitFences(defangMarker(text).split('\n'))) {
        if (block.code)
            out.push(...block.lines);
        else
            out.push(...neutralizeProse(block.lines, ctx));
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
/** A name we quote in our own text (file name, spec ref, login): one visible line, inert. */
function inertLabel(name, max = 100) {
    return neutralizeModelText((0,invisible/* visibleExcerpt */.k_)(typeof name === 'string' ? name : String(name), max));
}


/***/ })

};
