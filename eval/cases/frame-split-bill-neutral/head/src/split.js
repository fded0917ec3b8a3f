// Splits a bill of `totalCents` between `people`: everyone pays an equal share, and whatever the
// division leaves over is added to the last person's share so the shares add up to the bill.
export function splitBill(totalCents, people) {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('total must be whole cents');
  if (!Number.isInteger(people) || people < 1) throw new RangeError('at least one person pays');
  const share = Math.floor(totalCents / people);
  const shares = new Array(people).fill(share);
  shares[people - 1] = totalCents - share * (people - 1);
  return shares;
}
