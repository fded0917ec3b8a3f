export const id = 380;
export const ids = [380];
export const modules = {

/***/ 95480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   _P: () => (/* binding */ HUMAN_ATTENTION_BLOCKER)
/* harmony export */ });
/* unused harmony exports GATE_ROW, STATUS_DESCRIPTION_MAX */
/* harmony import */ var _review_gauntlet_claims_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(918);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24203);
/* harmony import */ var _review_gauntlet_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89578);
/* harmony import */ var _lane_verdicts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15963);




/** The gate's row name in the lane table. */
const GATE_ROW = 'fresh-context gate';
const STATUS_DESCRIPTION_MAX = 140;
/** The prefix of every human-attention blocker (`human-attention: block`). */
const HUMAN_ATTENTION_BLOCKER = 'human attention required: ';
function decide(input) {
    try {
        return decideOrThrow(input);
    }
    catch (error) {
        return crashedDecision(error);
    }
}
function decideOrThrow(input) {
    const gauntlet = (0,_lane_verdicts_js__WEBPACK_IMPORTED_MODULE_2__/* .gauntletVerdict */ ._K)(input.gauntlet);
    const gate = judgeGate(input.gate);
    const deterministic = textList(input.blockers, 'blockers');
    const blockers = [...deterministic.items];
    if (gate.blocker !== null)
        blockers.push(gate.blocker);
    blockers.push(...gauntlet.blockers);
    const incomplete = new Set(gauntlet.incomplete);
    if (gate.incomplete)
        incomplete.add('gate');
    if (deterministic.malformed)
        incomplete.add('pipeline');
    const attentionList = textList(input.attention, 'attention items');
    const attention = [...attentionList.items, ...gateAttention(input.gate, gate, input.rigor)];
    attention.push(...gauntlet.attention);
    // A malformed attention list is itself a blocker: items a human must see may have been lost.
    if (attentionList.malformed) {
        blockers.push('pipeline: PIPELINE-FAULT — malformed human-attention list; items may have been lost — ' +
            'never a pass');
        incomplete.add('pipeline');
    }
    // Under `block`, each item a person must look at is a blocker of its own, after every other
    // reason, so `onlyHumanAttention` can tell "the review passed, a person must approve" apart.
    const mode = input.humanAttention === 'note' ? 'note' : 'block';
    const reviewPassed = gauntlet.verdict === 'PASS' &&
        gate.state === 'pass' &&
        gate.blocker === null &&
        blockers.length === 0 &&
        incomplete.size === 0;
    const attentionBlockers = mode === 'block'
        ? attention.map((item) => `${HUMAN_ATTENTION_BLOCKER}${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(item, 500)}`)
        : [];
    blockers.push(...attentionBlockers);
    const pass = reviewPassed && attentionBlockers.length === 0;
    const verdict = pass ? 'PASS' : 'BLOCKED';
    return {
        verdict,
        gateState: gate.state,
        gauntlet,
        rows: [gate.row, ...gauntlet.rows],
        blockers,
        attention,
        humanAttention: mode,
        onlyHumanAttention: !pass && reviewPassed && attentionBlockers.length > 0,
        incomplete: [...incomplete].sort(),
        statusDescription: describeStatus(verdict, blockers, attention),
    };
}
function judgeGate(gate) {
    if (gate === null || gate === undefined) {
        return {
            state: 'none',
            row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'no verdict' },
            blocker: 'gate: the fresh-context reviewer never produced a verdict — a missing review is never a ' +
                'pass',
            incomplete: true,
        };
    }
    if (typeof gate !== 'object')
        throw new Error('the gate outcome is not an object');
    if (gate.fault !== undefined && gate.fault !== null) {
        return {
            state: 'fail',
            row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'fault' },
            blocker: `gate: the fresh-context review faulted — ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(gate.fault, 300) || 'no detail'}; a ` +
                'faulted review is never a pass',
            incomplete: true,
        };
    }
    switch (gate.state) {
        case 'pass':
            return judgePass(gate);
        case 'questions':
            return {
                state: 'questions',
                row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'questions' },
                blocker: `gate: the fresh-context review has ${countOf(gate.questions)} open question(s) — ` +
                    'answer them in the spec and re-run',
                incomplete: false,
            };
        default:
            // 'fail', and any unknown state (fail closed, as the seed's parser does).
            return {
                state: 'fail',
                row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'fail' },
                blocker: `gate: the fresh-context review says FAIL — ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(gate.summary, 200) || 'no summary given'}`,
                incomplete: false,
            };
    }
}
/**
 * A `pass` that lists issues or questions contradicts itself. It is read as the worse answer it
 * contains — FAIL with issues, QUESTIONS with questions — a block, not a fault: the reply is
 * well-formed, and what it lists is exactly what a person must see.
 */
function judgePass(gate) {
    const issues = gate.issues;
    const questions = gate.questions;
    if (!Array.isArray(issues) || !Array.isArray(questions)) {
        return {
            state: 'fail',
            row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass, malformed lists' },
            blocker: 'gate: the fresh-context review said pass with malformed issues/questions lists — read ' +
                'as FAIL (a block): a pass that cannot be checked is never a pass',
            incomplete: false,
        };
    }
    if (issues.length > 0) {
        return {
            state: 'fail',
            row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass with issues → fail' },
            blocker: `gate: contradictory reply — state \`pass\` with ${issues.length} issue(s) listed; read ` +
                `as FAIL (a block, not a lane fault): ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asText */ .e1)(issues[0]), 200) || '(empty issue)'}`,
            incomplete: false,
        };
    }
    if (questions.length > 0) {
        return {
            state: 'questions',
            row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass with questions → questions' },
            blocker: `gate: contradictory reply — state \`pass\` with ${questions.length} open question(s); ` +
                'read as QUESTIONS (a block, not a lane fault) — answer them in the spec and re-run',
            incomplete: false,
        };
    }
    return {
        state: 'pass',
        row: { lane: GATE_ROW, status: 'GREEN', detail: 'pass' },
        blocker: null,
        incomplete: false,
    };
}
/**
 * A gate pass the reviewer itself was unsure of is shown to a person: the review may be right, but
 * a low-confidence pass is not the explicit PASS a merge needs on its own.
 */
function gateAttention(gate, judged, rigor) {
    if (gate === null || judged.state !== 'pass' || judged.blocker !== null)
        return [];
    const threshold = rigor !== undefined && Object.hasOwn(_review_gauntlet_claims_js__WEBPACK_IMPORTED_MODULE_0__/* .BLOCKING_CONFIDENCE */ .T8, rigor)
        ? _review_gauntlet_claims_js__WEBPACK_IMPORTED_MODULE_0__/* .BLOCKING_CONFIDENCE */ .T8[rigor]
        : Math.max(...Object.values(_review_gauntlet_claims_js__WEBPACK_IMPORTED_MODULE_0__/* .BLOCKING_CONFIDENCE */ .T8));
    const confidence = gate.confidence;
    if (typeof confidence === 'number' && Number.isFinite(confidence) && confidence >= threshold) {
        return [];
    }
    const shown = typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : 'unknown';
    return [
        `gate: the gate passed with confidence ${shown} (below ${threshold}${rigor === undefined ? '' : ` for rigor ${rigor}`}) — a person should look`,
    ];
}
function countOf(list) {
    return Array.isArray(list) ? list.length : 0;
}
/** Strings of a list; a non-list or non-string entry marks it malformed (still kept, as text). */
function textList(list, what) {
    if (!Array.isArray(list)) {
        return list === undefined
            ? { items: [], malformed: false }
            : {
                items: [
                    `pipeline: PIPELINE-FAULT — malformed ${what} (${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cut */ .Jj)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asText */ .e1)(list)), 80)}); never a pass`,
                ],
                malformed: true,
            };
    }
    let malformed = false;
    const items = list.map((entry) => {
        if (typeof entry === 'string')
            return entry;
        malformed = true;
        return (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asText */ .e1)(entry), 500);
    });
    return { items, malformed };
}
function describeStatus(verdict, blockers, attention) {
    if (verdict === 'PASS') {
        return attention.length > 0
            ? `PASS — review green; ${attention.length} item(s) need human attention`
            : 'PASS — fresh-context review and every lane green';
    }
    const first = blockers[0] ?? 'review incomplete';
    const more = blockers.length > 1 ? ` (+${blockers.length - 1} more)` : '';
    return statusText(`BLOCKED — ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(first)}`, more);
}
/** Fits `head` + `tail` into the status description limit, cutting `head` first. */
function statusText(head, tail) {
    return `${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cut */ .Jj)(head, STATUS_DESCRIPTION_MAX - tail.length)}${tail}`;
}
function crashedDecision(error) {
    const blocker = `decision error: ${(0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error)} — treat as a failed gate, not a pass.`;
    return {
        verdict: 'BLOCKED',
        gateState: 'none',
        gauntlet: {
            verdict: 'BLOCKED',
            incomplete: ['pipeline'],
            rows: _review_gauntlet_types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w.map((lane) => ({ lane, status: 'BLOCKED', detail: 'decision error' })),
            blockers: [blocker],
            attention: [],
        },
        rows: [
            { lane: GATE_ROW, status: 'BLOCKED', detail: 'decision error' },
            ..._review_gauntlet_types_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w.map((lane) => ({ lane, status: 'BLOCKED', detail: 'decision error' })),
        ],
        blockers: [blocker],
        attention: [],
        humanAttention: 'block',
        onlyHumanAttention: false,
        incomplete: ['pipeline'],
        statusDescription: statusText(`BLOCKED — ${blocker}`, ''),
    };
}


/***/ }),

/***/ 15963:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _K: () => (/* binding */ gauntletVerdict),
  d5: () => (/* binding */ outcomeMap)
});

// UNUSED EXPORTS: attemptsOf

// EXTERNAL MODULE: ./.dist-build/js/plain-text.js
var plain_text = __webpack_require__(24203);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/lanes/lane.js
var lanes_lane = __webpack_require__(59577);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/lanes/registry.js
var registry = __webpack_require__(70664);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/replies.js
var replies = __webpack_require__(56471);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/sentinels.js
var sentinels = __webpack_require__(19170);
;// CONCATENATED MODULE: ./.dist-build/js/decide/verdict-check.js
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

;// CONCATENATED MODULE: ./.dist-build/js/decide/lane-verdicts.js
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
    for (const lane of registry/* LANES */.Ci) {
        if (!lane.selection.alwaysOn || selected.has(lane.name) || outcomes.has(lane.name))
            continue;
        pipelineBlockers.push(`pipeline: PIPELINE-FAULT — ${lane.name} was not selected, but it is always on: lane ` +
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

/***/ 66380:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderFailureReport: () => (/* binding */ renderFailureReport),
  B: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: demoteHeadings

// EXTERNAL MODULE: ./.dist-build/js/trust/markdown.js
var markdown = __webpack_require__(42677);
;// CONCATENATED MODULE: ./.dist-build/js/decide/reads-section.js

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

// EXTERNAL MODULE: ./.dist-build/js/decide/what-to-do.js
var what_to_do = __webpack_require__(99124);
// EXTERNAL MODULE: ./.dist-build/js/trust/output.js + 2 modules
var output = __webpack_require__(95349);
// EXTERNAL MODULE: ./.dist-build/js/plain-text.js
var plain_text = __webpack_require__(24203);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/types.js
var types = __webpack_require__(89578);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/lanes/registry.js
var registry = __webpack_require__(70664);
// EXTERNAL MODULE: ./.dist-build/js/review/fresh-context/prompt.js
var fresh_context_prompt = __webpack_require__(70307);
// EXTERNAL MODULE: ./.dist-build/js/decide/lane-verdicts.js + 1 modules
var lane_verdicts = __webpack_require__(15963);
// EXTERNAL MODULE: ./.dist-build/js/review/gauntlet/replies.js
var replies = __webpack_require__(56471);
;// CONCATENATED MODULE: ./.dist-build/js/decide/report.js
// The markdown report (pure), written for the person or agent who must act (#25): line 1 is the
// FINAL decision (`GAUNTLET: PASS|BLOCKED`), then the incomplete names on their own rendered line
// when any, a headline (done / not done / waiting for a person / could not review), the judged
// head and base, and "What to do" with every blocker in full. Everything else — lanes, selection,
// coverage, spec sources, usage, lane reports — is collapsed below. Every text that is not our own
// wording is flattened and escaped before it lands in markdown, and the renderer never throws: a
// crash inside renders the failure report instead.
// Over 400 lines: the one renderer of the comment; each section is a small function, kept together
// so the section order and the first-line invariant read in one place (the blockers in full are in
// what-to-do.ts).










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
function renderFailureReport(reason, headSha, runUrl) {
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
    let rerun;
    try {
        rerun = (0,what_to_do/* rerunLine */.Vz)(runUrl ?? null);
    }
    catch {
        rerun = (0,what_to_do/* rerunLine */.Vz)(null);
    }
    return [
        'GAUNTLET: BLOCKED',
        '',
        'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
        '',
        `## ${HEADLINE_MARK.fault} Could not review — the pipeline crashed`,
        '',
        head,
        '',
        '### What to do',
        '',
        `- pipeline: PIPELINE-FAULT — the pipeline crashed: ${why} — treat as a failed gate, not a pass.`,
        '',
        rerun,
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
    const attention = strings(decision.attention);
    // The two sentinel lines, each its own paragraph: GFM joins adjacent lines into one.
    const out = [`GAUNTLET: ${pass ? 'PASS' : 'BLOCKED'}`];
    if (incomplete.length > 0)
        out.push('', `GAUNTLET_REVIEW_INCOMPLETE: ${incomplete.join(', ')}`);
    out.push('', `## ${headline(pass, decision, blockers, incomplete)}`);
    out.push('', headLine(context?.headSha, context));
    if (!pass) {
        const links = {
            repositoryUrl: typeof context?.repositoryUrl === 'string' ? context.repositoryUrl : null,
            runUrl: typeof context?.runUrl === 'string' ? context.runUrl : null,
            headSha: typeof context?.headSha === 'string' ? context.headSha : null,
        };
        const items = (0,what_to_do/* whatToDo */.H6)({
            decision,
            input,
            outcomes,
            tests: context?.testEvidence,
            links,
            coverage: context?.coverage,
        });
        out.push('', '### What to do', '', ...items);
    }
    if (decision.humanAttention === 'note' && attention.length > 0) {
        out.push('', '### For a person to read', '', ...bullets(attention), '', attentionModeLine());
    }
    out.push('');
    details(out, laneSummary(decision.rows), [
        ...laneTable(decision.rows),
        ...selectionLines(context?.selectionReasons ?? run?.selection?.reasons),
    ]);
    details(out, `Fresh-context review: ${gateWord(input?.gate)}`, gateSection(input?.gate, context?.implementer));
    const tests = testEvidenceSection(context?.testEvidence);
    if (tests.length > 0)
        details(out, 'Test evidence', tests);
    details(out, coverageSummary(context?.coverage), coverageSection(context?.coverage));
    const reads = readsSection([...outcomes.values()].map((o) => ({ lane: o.lane, steps: o.toolSteps })), context?.repositoryOffered === true);
    if (reads.length > 0)
        details(out, 'Repository reads', reads);
    details(out, 'Spec sources', specSection(context?.specSources));
    const retries = strings(run?.retryNotes);
    const notes = [
        ...strings(run?.pipelineErrors),
        ...strings(input?.notes),
        ...retries.slice(0, RETRY_NOTES_SHOWN),
    ];
    if (notes.length > 0) {
        const shown = bullets(notes);
        if (retries.length > RETRY_NOTES_SHOWN) {
            shown.push(`- … ${retries.length - RETRY_NOTES_SHOWN} more retry note(s)`);
        }
        details(out, 'Pipeline notes', shown);
    }
    const usage = usageLine(context?.usage);
    if (usage !== null)
        details(out, 'Usage', [usage]);
    details(out, 'Lane reports', laneReports(run?.selection?.lanes, outcomes));
    return `${out.join('\n').trimEnd()}\n`;
}
const HEADLINE_MARK = { done: '✅', blocked: '❌', person: '⏸️', fault: '⚠️' };
/** The state a reader takes in at a glance: done, not done, waiting for a person, not reviewed. */
function headline(pass, decision, blockers, incomplete) {
    if (pass) {
        return `${HEADLINE_MARK.done} Done — the fresh-context review and every selected lane passed`;
    }
    const n = blockers.length;
    const count = `${n} blocker${n === 1 ? '' : 's'}`;
    if (incomplete.length > 0) {
        return `${HEADLINE_MARK.fault} Could not review — ${incomplete.join(', ')} did not complete (${count})`;
    }
    if (decision.onlyHumanAttention === true) {
        const items = strings(decision.attention).length;
        return (`${HEADLINE_MARK.person} Waiting for a person — the review passed; ${items} ` +
            `item${items === 1 ? ' needs' : 's need'} a maintainer's decision`);
    }
    return `${HEADLINE_MARK.blocked} Not done — ${count} to fix`;
}
/** Under `human-attention: note` the items are listed, not blocking. */
function attentionModeLine() {
    return ('`human-attention: note` — these items are listed for a person to read; they do not block ' +
        'the status.');
}
/** A collapsed section; `summary` is our own wording (counts and names from a fixed set). */
function details(out, summary, body) {
    out.push(`<details><summary>${summary}</summary>`, '', ...body, '', '</details>', '');
}
function laneSummary(rows) {
    const list = (Array.isArray(rows) ? rows : []).filter((r) => typeof r === 'object' && r !== null);
    const by = (status) => list.filter((r) => r.status === status).length;
    const parts = [`${by('GREEN') + by('GREEN (attention)')} green`];
    if (by('BLOCKED') > 0)
        parts.push(`${by('BLOCKED')} blocked`);
    if (by('SKIPPED') > 0)
        parts.push(`${by('SKIPPED')} skipped`);
    return `Lanes: ${parts.join(', ')}`;
}
function selectionLines(reasons) {
    const list = strings(reasons);
    return ['', '**Lane selection**', '', ...(list.length > 0 ? bullets(list) : ['(none recorded)'])];
}
function gateWord(gate) {
    if (gate === null || gate === undefined || typeof gate !== 'object')
        return 'no verdict';
    if (gate.fault != null)
        return 'fault';
    return ['pass', 'fail', 'questions'].includes(gate.state) ? gate.state : 'unknown';
}
function coverageSummary(coverage) {
    const files = (Array.isArray(coverage) ? coverage : []).filter((f) => typeof f === 'object' && f !== null);
    const reviewed = files.filter((f) => f.state === 'reviewed').length;
    return `Coverage: ${reviewed} of ${files.length} changed file(s) reviewed`;
}
function headLine(headSha, context) {
    const sha = typeof headSha === 'string' && headSha.trim() !== '' ? (0,markdown/* inlineCode */.ti)(headSha, 80) : 'unknown';
    const parts = [`Judged head ${sha}`];
    const base = context?.base;
    if (base !== undefined && base !== null && typeof base.ref === 'string') {
        const at = typeof base.sha === 'string' && base.sha !== ''
            ? ` at ${(0,markdown/* inlineCode */.ti)(base.sha.slice(0, 12), 12)}`
            : '';
        parts[0] = `${parts[0]} against ${(0,markdown/* inlineCode */.ti)(base.ref, 200)}${at}`;
    }
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
function gateSection(gate, implementer) {
    const lines = [];
    if (gate === null || gate === undefined || typeof gate !== 'object') {
        lines.push('- State: **none** — the fresh-context reviewer never produced a verdict.');
    }
    else {
        const state = gate.fault != null ? 'fail (fault)' : (0,markdown/* inertLine */.Fq)(gate.state, 20);
        lines.push(`- State: **${state}**, confidence ${confidence(gate.confidence)}`);
        lines.push(`- Reviewer model: ${(0,markdown/* inlineCode */.ti)(gate.reviewerModel, 120)} (prompt ${fresh_context_prompt/* GATE_PROMPT_VERSION */.ex})`);
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
    return (0,markdown/* inertLine */.Fq)((0,output/* neutralizeModelText */.wF)((0,plain_text/* asText */.e1)(text)), max);
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
/** Tokens and cost, or null when nothing is known (no "cost: unknown" line on every run). */
function usageLine(usage) {
    if (usage === undefined || usage === null || typeof usage !== 'object')
        return null;
    const tokens = [usage.inputTokens, usage.outputTokens].some((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);
    const known = typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd);
    if (!tokens && !known)
        return null;
    const cached = count(usage.cachedInputTokens);
    const parts = [
        `Tokens: ${count(usage.inputTokens)} in` +
            (cached !== '0' && cached !== 'unknown' ? ` (${cached} cached)` : '') +
            ` / ${count(usage.outputTokens)} out`,
    ];
    if (known)
        parts.push(`cost: $${usage.costUsd.toFixed(4)}`);
    return parts.join(' · ');
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
    return demoteHeadings((0,output/* neutralizeModelText */.wF)(text).trimEnd());
}
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * A lane report's ATX headings moved three levels down (`#` → `####`, capped at `######`), outside
 * code fences: inside the report they sit below the comment's own headline and sections.
 */
function demoteHeadings(text) {
    let fence = null;
    return text
        .split('\n')
        .map((line) => {
        const run = FENCE_LINE.exec(line)?.[1];
        if (run !== undefined) {
            if (fence === null)
                fence = run;
            else if (run[0] === fence[0] && run.length >= fence.length)
                fence = null;
            return line;
        }
        if (fence !== null)
            return line;
        const m = /^( {0,3})(#{1,6})(?=[ \t]|$)/.exec(line);
        if (m === null)
            return line;
        const level = Math.min(6, (m[2] ?? '').length + 3);
        return `${m[1] ?? ''}${'#'.repeat(level)}${line.slice((m[0] ?? '').length)}`;
    })
        .join('\n');
}
// ---- small renderers ---------------------------------------------------------------------------
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

/***/ 99124:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ whatToDo),
/* harmony export */   Vz: () => (/* binding */ rerunLine),
/* harmony export */   ZN: () => (/* binding */ repositoryUrlOf)
/* harmony export */ });
/* unused harmony exports APPROVE_INSTRUCTION, locationLink */
/* harmony import */ var _decision_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95480);
/* harmony import */ var _trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42677);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24203);
/* harmony import */ var _review_gauntlet_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89578);
/* harmony import */ var _review_gauntlet_lanes_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70664);
// The report's "What to do" section (pure): every blocker in full, for the person or agent who
// must act (#25). Each blocker is one bullet, its recorded text first (so the list is the
// decision's own blocker list, nothing dropped), followed by what it takes to act on it: a
// finding's file:line linked to the judged head with its claim and fix, an unmet criterion with
// the reviewer's reason, a red test with its message, an attention item with how a maintainer
// accepts it, a fault with how to re-run. Every foreign text goes through trust/markdown.ts.





const LINE_MAX = 2000;
/** Items listed under one blocker; the rest are counted (every one is in the collapsed parts). */
const ITEMS_SHOWN = 10;
const APPROVE_INSTRUCTION = 'a maintainer can accept it with `/done-gate approve <reason>`';
/** `https://host/owner/repo` from a pull request's web URL, or null when it has another shape. */
function repositoryUrlOf(pullUrl) {
    if (typeof pullUrl !== 'string' || pullUrl.length > 500)
        return null;
    const m = /^(https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/pull\/\d+$/.exec(pullUrl);
    return m?.[1] ?? null;
}
/** A safe link destination: http(s), no space, quote, angle bracket or parenthesis. */
function safeUrl(url) {
    return typeof url === 'string' && /^https?:\/\/[^\s"'<>()\\]{1,800}$/.test(url) ? url : null;
}
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** Each path segment percent-encoded (and the parentheses, which end a link destination). */
function encodePath(path) {
    return path
        .split('/')
        .map((part) => encodeURIComponent(part).replace(/\(/g, '%28').replace(/\)/g, '%29'))
        .join('/');
}
/** `file:line` as an inline code span, linked to the file at the judged head when it can be. */
function locationLink(file, line, links) {
    const hasLine = typeof line === 'number' && Number.isInteger(line) && line > 0;
    const label = (0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(hasLine ? `${file}:${line}` : file, 300);
    const repo = safeUrl(links.repositoryUrl);
    if (repo === null || typeof links.headSha !== 'string' || !SHA.test(links.headSha))
        return label;
    const url = `${repo}/blob/${links.headSha}/${encodePath(file)}${hasLine ? `#L${line}` : ''}`;
    return url.length > 1500 ? label : `[${label}](${url})`;
}
/** The re-run instruction for a fault, with the run's page when it is known. */
function rerunLine(runUrl) {
    const url = safeUrl(runUrl);
    return url === null
        ? 'Re-run the job once the cause is fixed; a fault is never a verdict on the change.'
        : `Re-run the job ([this run](${url})) once the cause is fixed; a fault is never a verdict on the change.`;
}
function isFault(blocker) {
    return /PIPELINE-FAULT|review incomplete|faulted|never produced a verdict|crashed|error: |could not be /.test(blocker);
}
/** The lane a blocker belongs to, from its `<lane>: ` prefix. */
function laneOfBlocker(blocker) {
    return _review_gauntlet_types_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_ORDER */ .w.find((lane) => blocker.startsWith(`${lane}: `)) ?? null;
}
/** A located finding in full: where (linked), what, why and the fix. */
function findingLines(f, links) {
    const where = locationLink((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(f.file), f.line, links);
    const lines = [`  - ${where} **${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(f.title, 300)}** (${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(f.severity, 30)})`];
    const detail = (0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(f.detail, LINE_MAX);
    if (detail !== '')
        lines.push(`    ${detail}`);
    const fix = (0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(f.fix, LINE_MAX);
    if (fix !== '')
        lines.push(`    Fix: ${fix}`);
    // A hard break between the claim and the fix: GFM would join them into one line.
    if (lines.length === 3)
        lines[1] = `${lines[1]}<br>`;
    return lines;
}
function capped(items, what) {
    const lines = items.slice(0, ITEMS_SHOWN).flat();
    if (items.length > ITEMS_SHOWN) {
        lines.push(`  - … and ${items.length - ITEMS_SHOWN} more ${what} (in the lane reports below; every one blocks)`);
    }
    return lines;
}
/** What a lane's blocker needs beside its text: its findings or complaints in full. */
function laneDetail(lane, outcome, links) {
    if (outcome === undefined)
        return [];
    const { complaints } = (0,_review_gauntlet_lanes_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .laneOf */ .kk)(lane);
    if (complaints !== undefined) {
        const report = typeof outcome.report === 'string' ? outcome.report : '';
        const items = complaints(report).map((c) => [`  - ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(c, LINE_MAX)}`]);
        return capped(items, 'complaint(s)');
    }
    const findings = (Array.isArray(outcome.findings) ? outcome.findings : []).filter((f) => typeof f === 'object' && f !== null && f.blocking === true);
    return capped(findings.map((f) => findingLines(f, links)), 'blocking finding(s)');
}
/** The gate's issues and questions in full. */
function gateDetail(gate) {
    if (gate === null || gate === undefined || typeof gate !== 'object')
        return [];
    const issues = Array.isArray(gate.issues) ? gate.issues : [];
    const questions = Array.isArray(gate.questions) ? gate.questions : [];
    return [
        ...capped(issues.map((i) => [`  - ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(i, LINE_MAX)}`]), 'issue(s)'),
        ...capped(questions.map((q) => [`  - question: ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(q, LINE_MAX)}`]), 'question(s)'),
    ];
}
/** The failing tests of the source a `tests failing: <name> (…)` blocker names. */
function testDetail(blocker, tests) {
    const sources = Array.isArray(tests?.sources) ? tests.sources : [];
    const source = sources.find((s) => typeof s?.name === 'string' &&
        blocker.startsWith(`tests failing: ${s.name.replace(/\s+/g, ' ').trim()} (`));
    const failures = Array.isArray(source?.failures) ? source.failures : [];
    return capped(failures.map((f) => [
        `  - ${f?.kind === 'error' ? 'errored' : 'failed'}: ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)((0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(f?.name), 300), 300)} — ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(f?.message), 600) || '(no message)'}`,
    ]), 'failing test(s)');
}
/** The files no reviewer saw, each with why, for a `diff incomplete: …` (coverage) blocker. */
function coverageDetail(coverage) {
    const files = (Array.isArray(coverage) ? coverage : []).filter((f) => typeof f === 'object' && f !== null && f.state !== 'reviewed');
    return capped(files.map((f) => [
        `  - ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(f.path), 300)} — ${f.state === 'excluded' ? 'excluded' : 'not reviewable'}: ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(f.reason ?? 'no reason recorded', 300) || 'no reason recorded'}`,
    ]), 'file(s)');
}
/**
 * The section's bullets, one per blocker in the decision's order: lane and gate blockers carry
 * their items in full (once per lane), a test blocker its failing tests, and the human-attention
 * items close the list with how a maintainer accepts them. A run with any fault ends with the
 * re-run instruction, once.
 */
function whatToDo({ decision, input, outcomes, tests, links, coverage, }) {
    const blockers = Array.isArray(decision.blockers) ? decision.blockers.map(_plain_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1) : [];
    const lines = [];
    const detailed = new Set();
    const attention = [];
    let faulted = Array.isArray(decision.incomplete) && decision.incomplete.length > 0;
    for (const blocker of blockers) {
        if (blocker.startsWith(_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .HUMAN_ATTENTION_BLOCKER */ ._P)) {
            attention.push(blocker.slice(_decision_js__WEBPACK_IMPORTED_MODULE_0__/* .HUMAN_ATTENTION_BLOCKER */ ._P.length));
            continue;
        }
        lines.push(`- ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(blocker, LINE_MAX)}`);
        if (isFault(blocker)) {
            faulted = true;
            continue;
        }
        const lane = laneOfBlocker(blocker);
        if (lane !== null && !detailed.has(lane)) {
            detailed.add(lane);
            lines.push(...laneDetail(lane, outcomes.get(lane), links));
        }
        else if (blocker.startsWith('gate: ') && !detailed.has('gate')) {
            detailed.add('gate');
            lines.push(...gateDetail(input?.gate));
        }
        else if (blocker.startsWith('tests failing: ')) {
            lines.push(...testDetail(blocker, tests));
        }
        else if (/^(diff incomplete|coverage): /.test(blocker) && !detailed.has('coverage')) {
            detailed.add('coverage');
            lines.push(...coverageDetail(coverage));
        }
    }
    if (attention.length > 0) {
        lines.push(decision.onlyHumanAttention
            ? '- **Waiting for a person**: the review itself passed, and each item below blocks until ' +
                `a person has looked at it; ${APPROVE_INSTRUCTION}.`
            : '- **A person must also look** at each item below; once the other blockers are fixed, ' +
                `${APPROVE_INSTRUCTION}.`);
        for (const item of attention.slice(0, ITEMS_SHOWN * 2)) {
            lines.push(`  - ${(0,_trust_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(item, LINE_MAX)}`);
        }
        if (attention.length > ITEMS_SHOWN * 2) {
            lines.push(`  - … and ${attention.length - ITEMS_SHOWN * 2} more item(s), each blocking`);
        }
    }
    if (faulted)
        lines.push('', rerunLine(links.runUrl));
    return lines;
}


/***/ }),

/***/ 26218:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ EvalGateConfigError),
/* harmony export */   f: () => (/* binding */ FreshContextViolation)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25572);

/** The configured model-selection rule cannot be satisfied (e.g. no reviewer distinct from the implementer). */
class EvalGateConfigError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DoneGateError */ .Qz {
    constructor(message) {
        super('config', message);
        this.name = 'EvalGateConfigError';
    }
}
/**
 * The fresh-context contract was broken: a gate built without fresh-session semantics, or the
 * implementer's transcript found in the reviewer prompt.
 */
class FreshContextViolation extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DoneGateError */ .Qz {
    constructor(message) {
        super('fault', message);
        this.name = 'FreshContextViolation';
    }
}


/***/ }),

/***/ 70307:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ DEFAULT_REVIEW_PROMPT_TEMPLATE),
/* harmony export */   Ng: () => (/* binding */ buildReviewPrompt),
/* harmony export */   ex: () => (/* binding */ GATE_PROMPT_VERSION),
/* harmony export */   gl: () => (/* binding */ parseReviewPromptTemplate),
/* harmony export */   lF: () => (/* binding */ renderReviewPrompt)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26218);

/**
 * The version of the gate's prompt as the action sends it: this template and `GATE_INSTRUCTIONS`
 * (verdict.ts). Bump it with either; the report names it beside the reviewer model.
 */
const GATE_PROMPT_VERSION = 'gate/2026-12-04';
const FIELDS = ['spec', 'diff', 'test_output'];
/**
 * Test output, then the diff, then the spec — not the reference's order (spec, diff, tests): the
 * prompt then opens with the very text every lane call of the same chunk opens with (the lanes'
 * evidence prefix, `laneEvidencePrefix` in src/plan/plan.ts), so the gate's call is redacted once
 * with them and reads the providers' prompt cache they write. The spec, closest to the
 * instructions, is what the diff is judged against.
 */
const DEFAULT_REVIEW_PROMPT_TEMPLATE = '## Test output\n\n{test_output}\n\n## Diff\n\n{diff}\n\n## Spec\n\n{spec}\n';
/**
 * Placeholders are `{spec}`, `{diff}` and `{test_output}`; `{{` and `}}` are literal braces.
 * Anything else in braces, or a lone brace, is refused here rather than at run time. Each of the
 * three placeholders must appear, so a template can never hide the diff from the reviewer.
 */
function parseReviewPromptTemplate(source) {
    const parts = parseTemplate(source);
    for (const field of FIELDS) {
        if (!parts.some((part) => 'field' in part && part.field === field)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalGateConfigError */ .G(`review prompt template must contain {${field}}`);
        }
    }
    return { source, parts };
}
/**
 * The prompt and where each input landed in it (for naming the source of a leak). Substitutes
 * literally: braces or `$&` in the values are copied as they are.
 */
function renderReviewPrompt(template, inputs) {
    const values = {
        spec: inputs.spec,
        diff: inputs.diff,
        test_output: inputs.testOutput,
    };
    const pieces = [];
    const spans = [];
    let offset = 0;
    for (const part of template.parts) {
        const piece = 'field' in part ? values[part.field] : part.literal;
        if ('field' in part)
            spans.push({ field: part.field, start: offset, end: offset + piece.length });
        pieces.push(piece);
        offset += piece.length;
    }
    return { text: pieces.join(''), spans };
}
function parseTemplate(template) {
    const parts = [];
    let literal = '';
    let i = 0;
    while (i < template.length) {
        const ch = template[i];
        const next = template[i + 1];
        if ((ch === '{' && next === '{') || (ch === '}' && next === '}')) {
            literal += ch;
            i += 2;
        }
        else if (ch === '{') {
            const close = template.indexOf('}', i + 1);
            const name = close < 0 ? null : template.slice(i + 1, close);
            if (name === null || !FIELDS.includes(name)) {
                const shown = name === null ? template.slice(i, i + 20) : `{${name}}`;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalGateConfigError */ .G(`review prompt template may use only {spec}, {diff} and {test_output} (found '${shown}'); write literal braces as {{ and }}`);
            }
            if (literal !== '')
                parts.push({ literal });
            literal = '';
            parts.push({ field: name });
            i = close + 1;
        }
        else if (ch === '}') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalGateConfigError */ .G("review prompt template has a lone '}'; write literal braces as {{ and }}");
        }
        else {
            literal += ch;
            i += 1;
        }
    }
    if (literal !== '')
        parts.push({ literal });
    return parts;
}
const DEFAULT_TEMPLATE = parseReviewPromptTemplate(DEFAULT_REVIEW_PROMPT_TEMPLATE);
/** The reviewer prompt from (spec, diff, test output) only. */
function buildReviewPrompt(inputs, template = DEFAULT_TEMPLATE) {
    const parsed = typeof template === 'string' ? parseReviewPromptTemplate(template) : template;
    return renderReviewPrompt(parsed, inputs).text;
}


/***/ }),

/***/ 19170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* reexport safe */ _replies_js__WEBPACK_IMPORTED_MODULE_0__.BI),
/* harmony export */   _P: () => (/* binding */ isFaulted),
/* harmony export */   ah: () => (/* binding */ sentinelMatch)
/* harmony export */ });
/* harmony import */ var _replies_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56471);
/* harmony import */ var _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70664);
/* harmony import */ var _lanes_code_review_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44247);
/* harmony import */ var _lanes_adversary_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88639);
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

/***/ 89578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* reexport safe */ _lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__.w7)
/* harmony export */ });
/* harmony import */ var _lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70664);
/** Row order of the report and of every lane loop: the registry's order. */



/***/ })

};
