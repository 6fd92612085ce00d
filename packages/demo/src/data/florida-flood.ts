import type { FloridaFacts } from '@app/domain';
import type { Random } from './prng.ts';
import type { Subdivision } from './subdivision.ts';

type FloodFacts = Pick<FloridaFacts, 'FloodZone' | 'FloodZoneSubtype' | 'BaseFloodElevation' | 'Elevation'>;

const SHADED = '0.2 PCT ANNUAL CHANCE FLOOD HAZARD';
const MINIMAL = 'AREA OF MINIMAL FLOOD HAZARD';

function zoneOf(subdivision: Subdivision, waterfront: boolean, random: Random): Omit<FloodFacts, 'Elevation'> {
  const coastal = subdivision.profile === 'island' || subdivision.profile === 'beachfront';
  if (subdivision.city === 'Lehigh Acres')
    return { FloodZone: 'X', FloodZoneSubtype: MINIMAL, BaseFloodElevation: null };
  if (coastal && (waterfront || random.chance(0.3)) && random.chance(0.45))
    return { FloodZone: 'VE', FloodZoneSubtype: null, BaseFloodElevation: random.int(12, 16) };
  if (coastal || subdivision.profile === 'estate' || (waterfront && subdivision.profile !== 'golf'))
    return { FloodZone: 'AE', FloodZoneSubtype: null, BaseFloodElevation: random.int(7, 11) };
  if (random.chance(0.1)) return { FloodZone: 'AH', FloodZoneSubtype: null, BaseFloodElevation: random.int(9, 14) };
  return { FloodZone: 'X', FloodZoneSubtype: random.chance(0.4) ? SHADED : MINIMAL, BaseFloodElevation: null };
}

/**
 * The flood zone, base flood elevation and ground elevation of a home: V and A zones on the coast and
 * the water, X inland (Lehigh Acres minimal). Some MLS records carry no zone (FEMA's layer is asked then).
 */
export function drawFloodFacts(subdivision: Subdivision, waterfront: boolean, random: Random): FloodFacts {
  const zone = zoneOf(subdivision, waterfront, random);
  const inland = zone.FloodZone === 'X';
  const Elevation = Number((inland ? random.float(14, 32) : random.float(3.5, 9.5)).toFixed(1));
  const missing = random.chance(subdivision.city === 'Lehigh Acres' ? 0.3 : 0.12);
  return missing
    ? { FloodZone: null, FloodZoneSubtype: null, BaseFloodElevation: null, Elevation }
    : { ...zone, Elevation };
}
