export async function convert(amount, from, to, rates) {
  const rate = await rates.get(from, to);
  return Math.round(amount * rate * 100) / 100;
}
