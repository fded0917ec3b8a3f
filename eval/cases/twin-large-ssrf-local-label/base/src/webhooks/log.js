// The delivery log shown on the webhook settings page: the last deliveries of each subscription
// and a health summary (a subscription failing for a day is switched off by the sweeper).

const KEEP_PER_SUBSCRIPTION = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const logs = new Map();

export function resetLog() {
  logs.clear();
}

/** Records the results of one deliverEvent call. */
export function recordDeliveries(results, event, at) {
  for (const result of results) {
    const list = logs.get(result.id) ?? [];
    list.push({ event, at, ok: result.ok, status: result.status, error: result.error ?? null });
    if (list.length > KEEP_PER_SUBSCRIPTION) list.splice(0, list.length - KEEP_PER_SUBSCRIPTION);
    logs.set(result.id, list);
  }
}

export function deliveriesOf(subscriptionId) {
  return [...(logs.get(subscriptionId) ?? [])].reverse();
}

/** "healthy", "failing" (the last delivery failed) or "broken" (nothing succeeded for a day). */
export function health(subscriptionId, now) {
  const list = logs.get(subscriptionId) ?? [];
  if (list.length === 0) return 'healthy';
  const last = list[list.length - 1];
  if (last.ok) return 'healthy';
  const lastSuccess = [...list].reverse().find((entry) => entry.ok);
  const failingSince = lastSuccess ? lastSuccess.at : list[0].at;
  return now - failingSince >= DAY_MS ? 'broken' : 'failing';
}

/** The ids of subscriptions the sweeper should switch off. */
export function brokenSubscriptions(now) {
  return [...logs.keys()].filter((id) => health(id, now) === 'broken');
}
