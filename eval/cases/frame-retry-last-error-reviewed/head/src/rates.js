import { withRetries } from './retry.js';

// Today's exchange rates from the rates service, retried on transient failures; a failure reaches
// the caller, which shows the "rates may be out of date" banner.
export async function loadRates(client) {
  const response = await withRetries(() => client.get('/v1/rates'));
  return response.rates;
}
