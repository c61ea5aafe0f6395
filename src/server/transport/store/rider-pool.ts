import type { CarType } from '@/contract/transport/ride-kinds';
import type { StoredRider } from '../transport-schema';

/** The sandbox's drivers of its reference car types, so a van booking gets a van. */
const ridersByCarType: Readonly<Record<string, readonly StoredRider[]>> = {
  economy: [
    { name: 'Wei Ming Tan', phone_number: '+65 8123 4567', car: 'Toyota Prius, silver', plate: 'SMB 1234 A' },
    { name: 'Aino Virtanen', phone_number: '+358 40 123 4567', car: 'Skoda Octavia, white', plate: 'KLM-123' },
  ],
  comfort: [
    { name: 'Siti Rahman', phone_number: '+65 9234 5678', car: 'Mercedes E-Class, black', plate: 'SLA 8899 K' },
    { name: 'Mikko Laine', phone_number: '+358 50 765 4321', car: 'Volvo S90, grey', plate: 'ABC-908' },
  ],
  van: [
    { name: 'Rajesh Kumar', phone_number: '+65 8765 4321', car: 'Toyota HiAce, white', plate: 'GBA 4521 Z' },
    { name: 'Hanna Nieminen', phone_number: '+358 44 987 6543', car: 'Mercedes Vito, blue', plate: 'VAN-404' },
  ],
};

/** A host's own car types (configured by value) are driven by any of the sandbox's drivers. */
const everyRider: readonly StoredRider[] = Object.values(ridersByCarType).flat();

/** The driver a ride gets: one of its car type's, chosen by the ride's row id so a ride always gets the same one. */
export function riderFor(carType: CarType, rideId: number): StoredRider {
  const riders = ridersByCarType[carType] ?? everyRider;
  // Every list has riders, so the index is always inside it.
  return riders[rideId % riders.length]!;
}
