export const id = 209;
export const ids = [209];
export const modules = {

/***/ 27928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Or: () => (/* binding */ attemptsOf),
  _K: () => (/* binding */ gauntletVerdict),
  d5: () => (/* binding */ outcomeMap)
});

// EXTERNAL MODULE: ./src/plain-text.ts
var plain_text = __webpack_require__(48763);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes/lane.ts
var lanes_lane = __webpack_require__(97533);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes/registry.ts + 1 modules
var registry = __webpack_require__(58351);
// EXTERNAL MODULE: ./src/review/gauntlet/replies.ts
var replies = __webpack_require__(74979);
// EXTERNAL MODULE: ./src/review/gauntlet/sentinels.ts
var sentinels = __webpack_require__(14594);
;// CONCATENATED MODULE: ./src/decide/verdict-check.ts
// The cross-check between a lane's verdict as data and its rendered report (pure). The renderer
// computes the verdict; the report text carries it behind the lane's sentinel. The verdict gate
// judges the text (the seed's rule: the verdict is a regex over the report) and blocks when the
// data says something else — a renderer that wrote one thing and meant another is a fault.


/**
 * Why `verdict` and `report` disagree, or null when they agree. `undefined` means no data was
 * supplied (a hand-built run): the text is then the only reading. `null` means the lane produced
 * no verdict, so the text must not carry one either (it must be a fault marker or sentinel-less).
 */
function verdictMismatch(name, verdict, report) {
    if (verdict === undefined)
        return null;
    if (typeof report !== 'string')
        return verdict === null ? null : 'the report is not text';
    const lane = (0,registry/* laneOf */.kk)(name);
    const word = (0,replies/* isFaultMarker */.BI)(report) ? null : (lane.sentinel.exec(report)?.[1] ?? null);
    if (verdict === null) {
        return word === null ? null : `no verdict as data, but the text reads ${word}`;
    }
    if (typeof verdict !== 'object' || typeof verdict.word !== 'string') {
        return 'malformed verdict data';
    }
    if (word !== verdict.word) {
        return `data ${verdict.word}, text ${word ?? 'no sentinel'}`;
    }
    const degraded = lane.degraded(report);
    if (degraded !== (verdict.degraded === true)) {
        return `data ${verdict.degraded === true ? 'degraded' : 'not degraded'}, text ${degraded ? 'degraded' : 'not degraded'}`;
    }
    if (verdict.critical !== undefined && lane.readBack !== undefined) {
        const critical = lane.readBack(report).critical;
        if (critical !== verdict.critical) {
            return `data ${verdict.critical} critical, text ${critical ?? 'none'}`;
        }
    }
    return null;
}

;// CONCATENATED MODULE: ./src/decide/lane-verdicts.ts
// The verdict gate (design.md §B.6): a pure, deterministic reading of each lane's last report with
// the sentinel regexes. A missing sentinel, a fault, a degraded run, a 🔴, an incomplete review or
// a pipeline fault blocks; nothing but GREEN rows with no blocker passes. It never throws: a crash
// inside is itself a BLOCKED verdict naming the `pipeline`.






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
function crashedVerdict(error) {
    return {
        verdict: 'BLOCKED',
        incomplete: ['pipeline'],
        rows: registry/* LANE_ORDER */.w7.map((lane) => ({ lane, status: 'BLOCKED', detail: 'verdict gate error' })),
        blockers: [`verdict gate error: ${(0,plain_text/* describeError */.Uc)(error)} — treat as a failed gate, not a pass.`],
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
    for (const lane of registry/* LANE_ORDER */.w7) {
        const outcome = outcomes.get(lane);
        if (outcome === undefined && !selected.has(lane)) {
            rows.push({ lane, status: 'SKIPPED', detail: 'not selected' });
            continue;
        }
        const report = outcome === undefined ? (0,replies/* missingReport */.J8)(lane) : outcome.report;
        const judged = judgeLane(lane, report, attemptsOf(outcome));
        // The verdict as data and the sentinel over the text must agree; when they do not, the lane
        // never produced a verdict anyone can trust.
        const mismatch = verdictMismatch(lane, outcome?.verdict, report);
        if (mismatch === null) {
            rows.push(judged.row);
            blockers.push(...judged.blockers);
            attention.push(...judged.attention);
        }
        else {
            rows.push({
                lane,
                status: 'BLOCKED',
                detail: 'PIPELINE-FAULT (verdict data and text disagree)',
            });
            blockers.push(`${lane}: PIPELINE-FAULT — the lane's verdict data and its report text disagree ` +
                `(${mismatch}); never a pass`);
            incomplete.add(lane);
        }
        // A lane that ended faulted never completed its review, whatever the bookkeeping says.
        if ((0,sentinels/* isFaulted */._P)(lane, report))
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
        return (0,lanes_lane/* blockedLane */.Fg)(lane, 'malformed lane result (non-string)', `${lane}: malformed lane result (non-string item) — never a pass`);
    }
    if ((0,sentinels/* isFaultMarker */.BI)(report)) {
        const line = report.split(/\r?\n|\r/).find((l) => l.includes(replies/* FAULT_MARKER */.W1)) ?? report;
        return (0,lanes_lane/* blockedLane */.Fg)(lane, `PIPELINE-FAULT (lane failed${times})`, `${lane}: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a ` +
            `degraded lane is never a pass (${(0,plain_text/* oneLine */.TN)(line, 200)})`);
    }
    return (0,registry/* laneOf */.kk)(lane).judge(report, times);
}
function selectedLanes(selection, pipelineBlockers) {
    const lanes = selection?.lanes;
    if (!Array.isArray(lanes)) {
        pipelineBlockers.push(`pipeline: PIPELINE-FAULT — malformed lane selection (${repr(selection)}); never a pass`);
        return new Set();
    }
    const known = new Set();
    for (const name of lanes) {
        const lane = (0,registry/* findLane */.Wy)(name);
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
    for (const lane of registry/* LANE_ORDER */.w7) {
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
        const name = entry === 'pipeline' ? 'pipeline' : (0,registry/* findLane */.Wy)(entry);
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
        else if (entry.includes(replies/* FAULT_MARKER */.W1)) {
            faults.push(`pipeline: ${(0,plain_text/* oneLine */.TN)(entry, 1000)}`);
        }
    }
    return faults;
}
function repr(value) {
    return (0,plain_text/* cut */.Jj)((0,plain_text/* oneLine */.TN)((0,plain_text/* asText */.e1)(value)), REPR_MAX);
}


/***/ }),

/***/ 28209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderFailureReport: () => (/* binding */ renderFailureReport),
  B: () => (/* binding */ renderReport)
});

// EXTERNAL MODULE: ./src/trust/markdown.ts
var markdown = __webpack_require__(20277);
;// CONCATENATED MODULE: ./src/decide/reads-section.ts

/** Steps listed per lane; the rest are counted. */
const STEPS_SHOWN = 40;
function isStep(value) {
    const v = value;
    return (typeof v === 'object' &&
        v !== null &&
        typeof v.tool === 'string' &&
        typeof v.target === 'string' &&
        (v.outcome === 'served' || v.outcome === 'refused') &&
        typeof v.bytes === 'number');
}
/**
 * Lines of the section, or none when no lane used its tools. `offered` says whether the lanes
 * were given tools at all (`repository-context: read`), so "read nothing" is told apart.
 */
function readsSection(lanes, offered) {
    const used = lanes
        .map(({ lane, steps }) => ({ lane, steps: Array.isArray(steps) ? steps.filter(isStep) : [] }))
        .filter(({ steps }) => steps.length > 0);
    if (used.length === 0) {
        return offered ? ['No lane read anything beyond the evidence.'] : [];
    }
    const lines = [];
    for (const { lane, steps } of used) {
        // A step answered without repository content (a wrong guess at a path, a range past the end)
        // serves 0 bytes: it is not counted as a read, so the section never overstates how deep the
        // review went.
        const served = steps.filter((s) => s.outcome === 'served' && s.bytes > 0);
        const refused = steps.filter((s) => s.outcome === 'refused').length;
        const empty = steps.length - served.length - refused;
        const bytes = served.reduce((sum, s) => sum + s.bytes, 0);
        const summary = `${(0,markdown/* inertLine */.Fq)(lane, 40)}: ${steps.length} tool step(s), ${served.length} served ` +
            `(${bytes.toLocaleString('en-US')} bytes)` +
            `${empty > 0 ? `, ${empty} answered without content` : ''}` +
            `${refused > 0 ? `, ${refused} refused` : ''}`;
        lines.push(`<details><summary>${summary}</summary>`, '');
        for (const step of steps.slice(0, STEPS_SHOWN)) {
            const what = `${(0,markdown/* inertLine */.Fq)(step.tool, 40)} ${(0,markdown/* inlineCode */.ti)(step.target, 160)}`;
            const how = step.outcome === 'refused'
                ? 'refused'
                : step.bytes > 0
                    ? `${step.bytes} bytes`
                    : 'nothing served';
            lines.push(`- ${what} — ${how}`);
        }
        if (steps.length > STEPS_SHOWN)
            lines.push(`- … and ${steps.length - STEPS_SHOWN} more`);
        lines.push('', '</details>');
    }
    return lines;
}

// EXTERNAL MODULE: ./src/trust/output.ts + 2 modules
var output = __webpack_require__(92245);
// EXTERNAL MODULE: ./src/plain-text.ts
var plain_text = __webpack_require__(48763);
// EXTERNAL MODULE: ./src/review/gauntlet/types.ts
var types = __webpack_require__(45510);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes/registry.ts + 1 modules
var registry = __webpack_require__(58351);
// EXTERNAL MODULE: ./src/decide/lane-verdicts.ts + 1 modules
var lane_verdicts = __webpack_require__(27928);
// EXTERNAL MODULE: ./src/review/gauntlet/replies.ts
var replies = __webpack_require__(74979);
;// CONCATENATED MODULE: ./src/decide/report.ts
// The markdown report (pure): line 1 is the FINAL decision (`GAUNTLET: PASS|BLOCKED`), line 2 the
// incomplete names when any, then the lane table and the sections a reader needs to act. Every
// text that is not our own wording is flattened and escaped before it lands in markdown, and the
// renderer never throws: a crash inside renders the failure report instead.
// Over 400 lines: the one renderer of the comment; each section is a small function, kept together
// so the section order and the first-line invariant read in one place.








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
        return renderFailureReport(`report rendering error: ${(0,plain_text/* describeError */.Uc)(error)}`, head);
    }
}
/** The report of a pipeline crash: BLOCKED, `pipeline` incomplete, the reason named. */
function renderFailureReport(reason, headSha) {
    let why;
    try {
        why = (0,markdown/* inertLine */.Fq)(reason, LINE_MAX) || 'no reason recorded';
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
    const incomplete = strings(decision.incomplete).map((n) => (0,markdown/* inertLine */.Fq)(n, 60));
    // A report never says PASS beside a blocker or an incomplete review, whatever it was handed.
    const pass = decision.verdict === 'PASS' && blockers.length === 0 && incomplete.length === 0;
    const run = input?.gauntlet;
    const outcomes = (0,lane_verdicts/* outcomeMap */.d5)(run?.outcomes);
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
        out.push('', `> ${(0,markdown/* inertLine */.Fq)(quote, LINE_MAX)}`);
    }
    if (incomplete.length > 0) {
        section(out, 'Review incomplete', incompleteLines(incomplete, outcomes, blockers, input?.gate));
    }
    section(out, 'Fresh-context review', gateSection(input?.gate, context?.implementer));
    const tests = testEvidenceSection(context?.testEvidence);
    if (tests.length > 0)
        section(out, 'Test evidence', tests);
    section(out, 'Coverage', coverageSection(context?.coverage));
    const reads = readsSection([...outcomes.values()].map((o) => ({ lane: o.lane, steps: o.toolSteps })), context?.repositoryOffered === true);
    if (reads.length > 0)
        section(out, 'Repository reads', reads);
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
    // Addressed to a maintainer, not to the PR's author (often an agent): the way on is a person's
    // decision on this head, never a weaker workflow setting (#25).
    const approval = decision.onlyHumanAttention
        ? 'The review itself passed: these items are all that block it, so a maintainer who has ' +
            'checked them can accept them with `/done-gate approve <reason>`.'
        : 'Fix the other blockers first; a maintainer can then accept these items with ' +
            '`/done-gate approve <reason>`.';
    return (`\`human-attention: block\` (the default) — each item above blocks until a person has ` +
        `looked at it. ${approval}`);
}
function headLine(headSha, context) {
    const sha = typeof headSha === 'string' && headSha.trim() !== '' ? (0,markdown/* inlineCode */.ti)(headSha, 80) : 'unknown';
    const parts = [`Judged head ${sha}`];
    if (context !== undefined && context !== null) {
        parts.push(`status context ${(0,markdown/* inlineCode */.ti)(context.statusContext, 100)}`);
        if (typeof context.rigor === 'string')
            parts.push(`rigor ${(0,markdown/* inlineCode */.ti)(context.rigor, 40)}`);
        if (typeof context.securityPosture === 'string') {
            parts.push(`security posture ${(0,markdown/* inlineCode */.ti)(context.securityPosture, 40)}`);
        }
    }
    return `${parts.join(' · ')}.`;
}
function laneTable(rows) {
    const lines = ['| lane | status | detail |', '|------|--------|--------|'];
    for (const row of Array.isArray(rows) ? rows : []) {
        if (typeof row !== 'object' || row === null)
            continue;
        const cell = (text) => (0,markdown/* tableCell */.xR)((0,markdown/* inertLine */.Fq)(text, 300));
        lines.push(`| ${cell(row.lane)} | ${cell(row.status)} | ${cell(row.detail)} |`);
    }
    return lines;
}
function incompleteLines(names, outcomes, blockers, gate) {
    const lines = [];
    for (const name of names) {
        const lane = types/* LANE_ORDER */.w.find((l) => l === name);
        if (lane !== undefined) {
            const attempts = (0,lane_verdicts/* attemptsOf */.Or)(outcomes.get(lane));
            lines.push(attempts > 0
                ? `- ${lane}: no completed review after ${attempts} attempt(s)`
                : `- ${lane}: no completed review`);
        }
        else if (name === 'pipeline') {
            const faults = blockers.filter((b) => b.startsWith('pipeline: ') || /^(verdict gate|decision) error: /.test(b));
            if (faults.length === 0)
                lines.push('- pipeline: review incomplete (no fault text recorded)');
            for (const fault of faults)
                lines.push(`- ${(0,markdown/* inertLine */.Fq)(fault, LINE_MAX)}`);
        }
        else if (name === 'gate') {
            const fault = gate !== null && gate !== undefined && typeof gate === 'object' && gate.fault != null
                ? (0,markdown/* inertLine */.Fq)(gate.fault, 500)
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
        const state = gate.fault != null ? 'fail (fault)' : (0,markdown/* inertLine */.Fq)(gate.state, 20);
        lines.push(`- State: **${state}**, confidence ${confidence(gate.confidence)}`);
        lines.push(`- Reviewer model: ${(0,markdown/* inlineCode */.ti)(gate.reviewerModel, 120)}`);
        lines.push(`- Session: ${(0,markdown/* inlineCode */.ti)(gate.sessionId, 120)}`);
        if (gate.fault != null)
            lines.push(`- Fault: ${(0,markdown/* inertLine */.Fq)(gate.fault, LINE_MAX)}`);
        lines.push(`- Summary: ${(0,markdown/* inertLine */.Fq)(gate.summary, LINE_MAX) || '(none)'}`);
    }
    lines.push(`- Implementer: ${implementerLine(implementer)}`);
    if (gate !== null && gate !== undefined && typeof gate === 'object') {
        const issues = strings(gate.issues);
        const questions = strings(gate.questions);
        if (issues.length > 0)
            lines.push('', '**Issues**', ...issues.map((i) => `- ${(0,markdown/* inertLine */.Fq)(i, LINE_MAX)}`));
        if (questions.length > 0) {
            lines.push('', '**Questions**', ...questions.map((q) => `- ${(0,markdown/* inertLine */.Fq)(q, LINE_MAX)}`));
        }
    }
    return lines;
}
function implementerLine(implementer) {
    if (implementer === undefined || implementer === null)
        return 'unknown';
    const model = typeof implementer.model === 'string' && implementer.model.trim() !== ''
        ? (0,markdown/* inlineCode */.ti)(implementer.model, 120)
        : 'unknown';
    const how = typeof implementer.detectedFrom === 'string' && implementer.detectedFrom.trim() !== ''
        ? `detected from ${(0,markdown/* inlineCode */.ti)(implementer.detectedFrom, 120)}`
        : 'not given and not detected';
    const session = typeof implementer.sessionId === 'string' && implementer.sessionId.trim() !== ''
        ? `, session ${(0,markdown/* inlineCode */.ti)(implementer.sessionId, 120)}`
        : '';
    return `model ${model} (${how})${session}`;
}
/** A coverage entry's path: `old` → `new` for a rename or copy, with its status when not plain. */
function coveredPath(file) {
    const path = typeof file.oldPath === 'string'
        ? `${(0,markdown/* inlineCode */.ti)(file.oldPath, 300)} → ${(0,markdown/* inlineCode */.ti)(file.path, 300)}`
        : (0,markdown/* inlineCode */.ti)(file.path, 300);
    const status = typeof file.status === 'string' ? (0,markdown/* inertLine */.Fq)(file.status, 20) : null;
    const type = typeof file.typeChange === 'string' ? (0,markdown/* inertLine */.Fq)(file.typeChange, 40) : null;
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
                    : `state ${(0,markdown/* inertLine */.Fq)(file.state, 30)}`;
            lines.push(`- ${coveredPath(file)} — ${state}: ${(0,markdown/* inertLine */.Fq)(file.reason ?? 'no reason recorded', 300)}`);
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
        lines.push(`- ${(0,markdown/* inlineCode */.ti)(s.name, 200)} (${(0,markdown/* inertLine */.Fq)(s.format, 40)}): ${counts}${declared}`);
        const failures = Array.isArray(s.failures) ? s.failures : [];
        for (const f of failures.slice(0, FAILING_TESTS_SHOWN)) {
            const kind = f?.kind === 'error' ? 'error' : 'failed';
            lines.push(`  - ${kind}: ${(0,markdown/* inlineCode */.ti)(untrusted(f?.name, 300), 300)} — ${untrusted(f?.message, 500)}`);
        }
        if (failures.length > FAILING_TESTS_SHOWN) {
            lines.push(`  - … and ${count(failures.length - FAILING_TESTS_SHOWN)} more failing (all counted, all blocking)`);
        }
        for (const line of strings(s.summaries).slice(0, 5))
            lines.push(`  - runner summary: ${untrusted(line, 300)}`);
        for (const note of strings(s.notes).slice(0, 10))
            lines.push(noteLine(note));
        for (const problem of strings(s.problems))
            lines.push(`  - not read: ${untrusted(problem, 600)}`);
    }
    for (const m of strings(view.missing))
        lines.push(`- not read: ${untrusted(m, 600)}`);
    if (lines.length === 0)
        return lines;
    const proof = strings(view.proof);
    lines.push('', 'Green needs proof: a report done-gate reads, or a known runner summary in a log, must show ' +
        'that tests ran and none failed (docs/test-evidence.md).', proof.length > 0
        ? `Proof of green: ${proof.map((p) => untrusted(p, 300)).join('; ')}.`
        : 'No proof of green: no source read shows tests that ran with none failing (see Blockers).');
    return lines;
}
/** A Surefire flaky pass (failed, then passed on re-run) is said as such. */
function noteLine(note) {
    return /flaky/i.test(note)
        ? `  - flaky: passed on re-run — ${untrusted(note, 600)}`
        : `  - note: ${untrusted(note, 600)}`;
}
/** Untrusted text from a test report: neutralised like model text, then flattened. */
function untrusted(text, max) {
    return (0,markdown/* inertLine */.Fq)((0,output/* neutralizeModelText */.w)((0,plain_text/* asText */.e1)(text)), max);
}
function specSection(sources) {
    const list = (Array.isArray(sources) ? sources : []).filter((s) => typeof s === 'object' && s !== null);
    if (list.length === 0)
        return ['No spec was found.'];
    return list.map((s) => {
        const author = typeof s.author === 'string' && s.author !== ''
            ? `by ${(0,markdown/* inlineCode */.ti)(s.author, 100)}`
            : 'author unknown';
        const association = typeof s.association === 'string' ? (0,markdown/* inertLine */.Fq)(s.association, 40) : 'association unknown';
        const line = `- ${(0,markdown/* inertLine */.Fq)(s.kind, 20)} ${(0,markdown/* inlineCode */.ti)(s.ref, 200)} — ${author} (${association})`;
        if (typeof s.trusted !== 'boolean')
            return line;
        const basis = typeof s.trustBasis === 'string' ? `: ${(0,markdown/* inertLine */.Fq)(s.trustBasis, 400)}` : '';
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
    for (const lane of types/* LANE_ORDER */.w) {
        const outcome = outcomes.get(lane);
        if (outcome === undefined && !chosen.has(lane))
            continue;
        const report = outcome === undefined ? (0,replies/* missingReport */.J8)(lane) : outcome.report;
        // The prompt version a lane's report came from (bumped with its instructions, #23).
        const version = outcome === undefined ? '' : ` (prompt ${(0,markdown/* inertLine */.Fq)((0,registry/* laneOf */.kk)(lane).promptVersion, 40)})`;
        lines.push(`<details><summary>${lane}${version}</summary>`, '', laneReportBody(report), '', '</details>', '');
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
    const text = typeof report === 'string' ? report : `(malformed lane result) ${(0,plain_text/* asText */.e1)(report)}`;
    return (0,output/* neutralizeModelText */.w)(text).trimEnd();
}
// ---- small renderers ---------------------------------------------------------------------------
function section(out, title, body) {
    out.push('', `## ${title}`, ...body);
}
function bullets(items) {
    return items.map((item) => `- ${(0,markdown/* inertLine */.Fq)(item, LINE_MAX)}`);
}
/** Keeps the string entries of a list (a non-list is empty). */
function strings(list) {
    if (!Array.isArray(list))
        return [];
    return list.map((e) => (typeof e === 'string' ? e : (0,plain_text/* asText */.e1)(e)));
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


/***/ }),

/***/ 14594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* reexport safe */ _replies_js__WEBPACK_IMPORTED_MODULE_0__.BI),
/* harmony export */   _P: () => (/* binding */ isFaulted),
/* harmony export */   ah: () => (/* binding */ sentinelMatch)
/* harmony export */ });
/* harmony import */ var _replies_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74979);
/* harmony import */ var _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58351);
/* harmony import */ var _lanes_code_review_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83291);
/* harmony import */ var _lanes_adversary_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87843);
// Reading a lane report's text with its lane's sentinel (docs/design.md §B.5, §B.6, §B.8), shared
// by the retry gate and the verdict gate so the two can never drift apart. Each lane's sentinel
// and degraded-run wording live in its own module (`lanes/`); this is the one place that reads them.





function sentinelMatch(lane, report) {
    return (0,_lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .laneOf */ .kk)(lane).sentinel.exec(report)?.[1] ?? null;
}
/**
 * Whether the retry gate re-runs this lane: a missing or non-string report, a fault marker, a
 * sentinel-less report, or the lane's own degraded-run wording. A real verdict never is.
 */
function isFaulted(lane, report) {
    if (typeof report !== 'string')
        return true;
    if ((0,_replies_js__WEBPACK_IMPORTED_MODULE_0__/* .isFaultMarker */ .BI)(report))
        return true;
    if (sentinelMatch(lane, report) === null)
        return true;
    return (0,_lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .laneOf */ .kk)(lane).degraded(report);
}


/***/ }),

/***/ 45510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* reexport safe */ _lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__.w7)
/* harmony export */ });
/* harmony import */ var _lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58351);
/** Row order of the report and of every lane loop: the registry's order. */



/***/ })

};
