// Splits a bill of `totalCents` between `people`: everyone pays an equal share, and the cents the
// division leaves over go one each to the first people, so no two shares differ by more than a
// cent and the shares add up to the bill.
export function splitBill(totalCents, people) {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('total must be whole cents');
  if (!Number.isInteger(people) || people < 1) throw new RangeError('at least one person pays');
  const share = Math.floor(totalCents / people);
  const leftover = totalCents - share * people;
  return Array.from({ length: people }, (_, i) => (i < leftover ? share + 1 : share));
}
