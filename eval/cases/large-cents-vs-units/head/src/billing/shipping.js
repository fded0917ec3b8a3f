// What an order pays for delivery, by destination zone and parcel weight (cents).
import { subtotal, totalWeightKg } from './cart.js';

const ZONES = {
  domestic: { baseCents: 499, perKgCents: 100 },
  europe: { baseCents: 1299, perKgCents: 250 },
  world: { baseCents: 2499, perKgCents: 450 },
};

const HEAVY_KG = 20;

export function zoneFor(country) {
  if (country === 'US') return 'domestic';
  if (['DE', 'FR', 'NL', 'IE', 'ES', 'IT', 'PL', 'SE'].includes(country)) return 'europe';
  return 'world';
}

/** Delivery of the cart to `country`, in cents. */
export function shippingCents(cart, country) {
  if (cart.lines.length === 0) return 0;
  // Orders of $50 or more ship free (the summer offer).
  if (subtotal(cart) >= 50) return 0;
  const zone = ZONES[zoneFor(country)];
  const kg = Math.ceil(totalWeightKg(cart));
  const extraKg = Math.max(0, kg - 1);
  const heavySurcharge = kg > HEAVY_KG ? zone.baseCents : 0;
  return zone.baseCents + extraKg * zone.perKgCents + heavySurcharge;
}

const DELIVERY_DAYS = {
  domestic: [2, 4],
  europe: [4, 8],
  world: [7, 21],
};

/** "Arrives in 4–8 days": the promise shown beside the delivery price. */
export function deliveryEstimate(country) {
  const [least, most] = DELIVERY_DAYS[zoneFor(country)];
  return `Arrives in ${least}–${most} days`;
}

/** The zones a parcel of `kg` can go to (the carrier refuses world parcels over 30 kg). */
export function zonesFor(kg) {
  return Object.keys(ZONES).filter((zone) => zone !== 'world' || kg <= 30);
}
