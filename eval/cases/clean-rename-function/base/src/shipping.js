export function calc(weightKg) {
  return weightKg <= 1 ? 4.5 : 4.5 + Math.ceil(weightKg - 1) * 1.25;
}
