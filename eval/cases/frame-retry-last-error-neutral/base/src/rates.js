// Today's exchange rates from the rates service; a failure reaches the caller, which shows the
// "rates may be out of date" banner.
export async function loadRates(client) {
  const response = await client.get('/v1/rates');
  return response.rates;
}
