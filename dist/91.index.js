export const id = 91;
export const ids = [91];
export const modules = {

/***/ 54857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ addableLanes),
/* harmony export */   Hc: () => (/* binding */ fallbackSelection),
/* harmony export */   Jc: () => (/* binding */ selectFloor),
/* harmony export */   Pg: () => (/* binding */ selectFlag),
/* harmony export */   Qm: () => (/* binding */ forcedLanesFor),
/* harmony export */   Xu: () => (/* binding */ resolveLaneAliases),
/* harmony export */   hL: () => (/* binding */ degradedSelection),
/* harmony export */   kp: () => (/* binding */ applyAdditions)
/* harmony export */ });
/* unused harmony export LANE_ALIASES */
/* harmony import */ var _trust_output_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95349);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24203);
/* harmony import */ var _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70664);
/* harmony import */ var _plan_signals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45298);
// Lane selection (design.md §B.3): a deterministic rules floor, additions the `select` model may
// make, caller-forced lanes, and the wider deterministic defaults used when `select` faulted.
// Every step only ever adds lanes. Nothing here reads untrusted text except `lane_reasons`, which
// is only echoed (one line, capped, neutralised): untrusted text can never remove a lane.




/** Caller spellings of each lane (lower-cased, trimmed), as the reference's ALIASES. */
const LANE_ALIASES = Object.fromEntries(_lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.flatMap((lane) => lane.aliases.map((alias) => [alias, lane.name])));
/** The `select` reply's flag for a lane: `add_code_review`, `add_probe`, … */
function selectFlag(lane) {
    return `add_${lane.replace(/-/g, '_')}`;
}
const LANE_REASONS_MAX = 300;
const FAILURE_MAX = 500;
const NAME_MAX = 60;
/** Maps caller lane names through the aliases: known lanes in LANE_ORDER, unknown names as given. */
function resolveLaneAliases(names) {
    const found = new Set();
    const unknown = [];
    for (const raw of Array.isArray(names) ? names : []) {
        if (typeof raw !== 'string')
            continue;
        const name = raw.trim();
        if (name === '')
            continue;
        const lane = Object.hasOwn(LANE_ALIASES, name.toLowerCase())
            ? LANE_ALIASES[name.toLowerCase()]
            : undefined;
        if (lane !== undefined)
            found.add(lane);
        else {
            const shown = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(name, NAME_MAX);
            if (!unknown.includes(shown))
                unknown.push(shown);
        }
    }
    return { lanes: inLaneOrder(found), unknown };
}
/**
 * `forced-lanes` as configured, then the lanes that force themselves in this context (the
 * adversary without a spec, so that a missing spec fails closed), each name once.
 */
function forcedLanesFor(configured, ctx) {
    const own = _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.filter((lane) => lane.selection.forcedWhen?.(ctx) === true);
    return [...new Set([...configured, ...own.map((lane) => lane.name)])];
}
/** The rules floor ∪ forced lanes. */
function selectFloor(input) {
    const chosen = new Set();
    const reasons = [];
    floorRules(input, chosen, reasons);
    addForced(input, chosen, reasons);
    return { lanes: inLaneOrder(chosen), reasons };
}
/**
 * The `select` model's additions on top of `base`. It can only add: a false flag never removes a
 * lane. A probe without a recipe and an adversary without a spec are not added (noted instead).
 */
function applyAdditions(base, additions, ctx) {
    const chosen = new Set(base.lanes);
    const reasons = [...base.reasons];
    const why = echoedReasons(additions?.lane_reasons);
    const flags = additions;
    for (const lane of _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci) {
        if (flags?.[selectFlag(lane.name)] !== true || chosen.has(lane.name))
            continue;
        const refused = lane.selection.additionRefused(ctx);
        if (refused !== null) {
            reasons.push(refused);
            continue;
        }
        chosen.add(lane.name);
        reasons.push(`${lane.name}: added by lane-selection judgment — ${why}`);
    }
    return { lanes: inLaneOrder(chosen), reasons };
}
/** Lanes the `select` model could still add in this context. */
function addableLanes(ctx) {
    return _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.filter((lane) => !lane.selection.alwaysOn && lane.selection.additionRefused(ctx) === null).map((lane) => lane.name);
}
/** The defaults a crashed lane selection widens to. */
function fallbackSelection(ctx) {
    const chosen = _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.filter((lane) => lane.selection.inFallback(ctx)).map((lane) => lane.name);
    return { lanes: chosen, reasons: [`lanes widened to defaults: ${chosen.join(', ')}`] };
}
/**
 * The selection used when `select` faulted: deterministic defaults that are wider, never narrower,
 * than the floor — code-review and adversary always (an adversary without a spec then fails closed
 * with DIVERGES), probe on consumer surface with a recipe, security on auth/deps/exec, hardened
 * posture or unknown surface — unioned with the floor and the forced lanes.
 */
function degradedSelection(input, failure) {
    const why = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(failure, FAILURE_MAX);
    const chosen = new Set();
    const reasons = [
        why === ''
            ? 'lane selection degraded to deterministic defaults'
            : `lane selection degraded to deterministic defaults — ${why}`,
    ];
    floorRules(input, chosen, reasons);
    for (const lane of _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci) {
        if (!lane.selection.degradedDefault(input) || chosen.has(lane.name))
            continue;
        chosen.add(lane.name);
        reasons.push(lane.selection.degradedReason?.(input) ??
            `${lane.name}: added by the degraded defaults (wider, never narrower)`);
    }
    addForced(input, chosen, reasons);
    return { lanes: inLaneOrder(chosen), reasons };
}
/** The model's `lane_reasons`, only ever echoed: one line, capped, neutralised. */
function echoedReasons(reasons) {
    try {
        return (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)((0,_trust_output_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeModelText */ .wF)((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(reasons ?? '', LANE_REASONS_MAX)), LANE_REASONS_MAX);
    }
    catch {
        return '(reasons withheld: they could not be sanitised)';
    }
}
function floorRules(input, chosen, reasons) {
    for (const lane of _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci) {
        const floor = lane.selection.floor(input);
        if (floor.selected)
            chosen.add(lane.name);
        reasons.push(floor.reason);
    }
    if ((0,_plan_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .signalsUnavailable */ ._c)(input.signals)) {
        const widened = _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.filter((lane) => !chosen.has(lane.name) && lane.selection.widenOnUnknownSurface(input)).map((lane) => lane.name);
        for (const lane of widened)
            chosen.add(lane);
        reasons.push('signals unavailable or partial — surface UNKNOWN, selection widened: ' +
            (widened.length > 0
                ? `added [${widened.join(', ')}]`
                : 'security and probe already decided'));
    }
}
/** Forced lanes are ADDITIVE and bypass the context guards (with a warning where they matter). */
function addForced(input, chosen, reasons) {
    const { lanes, unknown } = resolveLaneAliases(input.forcedLanes);
    if (lanes.length > 0) {
        const fresh = lanes.filter((lane) => !chosen.has(lane));
        for (const lane of lanes)
            chosen.add(lane);
        reasons.push(`forced lanes (additive): [${lanes.join(', ')}] — ` +
            (fresh.length > 0 ? `newly added: [${fresh.join(', ')}]` : 'all already selected'));
        for (const lane of lanes) {
            const warning = (0,_lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .laneOf */ .kk)(lane).selection.forcedWarning?.(input);
            if (warning !== undefined && warning !== null)
                reasons.push(warning);
        }
    }
    if (unknown.length > 0) {
        reasons.push(`ignored unknown forced lane name(s): [${unknown.join(', ')}]`);
    }
}
function inLaneOrder(lanes) {
    return _lanes_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_ORDER */ .w7.filter((lane) => lanes.has(lane));
}


/***/ }),

/***/ 48091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FORCED_LANE_NAMES: () => (/* binding */ FORCED_LANE_NAMES),
/* harmony export */   LANE_INPUT_DEFINITIONS: () => (/* binding */ LANE_INPUT_DEFINITIONS)
/* harmony export */ });
/* harmony import */ var _gauntlet_lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70664);
/* harmony import */ var _gauntlet_selection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54857);


const FORCED_LANE_NAMES = {
    unknown: (names) => (0,_gauntlet_selection_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLaneAliases */ .Xu)(names).unknown,
    names: _gauntlet_lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .LANE_ORDER */ .w7,
};
/** The lanes' own inputs, handed to readConfig beside the core table (`extraInputs`). */
const LANE_INPUT_DEFINITIONS = _gauntlet_lanes_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .LANE_INPUTS */ .Rg;


/***/ })

};
