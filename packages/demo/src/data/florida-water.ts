import { UNKNOWN_FLORIDA_FACTS, type FloridaFacts } from '@app/domain';
import type { Random } from './prng.ts';
import type { Subdivision } from './subdivision.ts';

/** How a community's waterfront reaches the Gulf. */
type WaterKind = 'open-gulf' | 'canal-bridges' | 'freshwater' | 'gulf-front' | 'lake';

/** Communities whose canals and bays open to the Gulf with no fixed bridge, and the water they are on. */
const NO_BRIDGE_WATER: Readonly<Record<string, readonly string[]>> = {
  'Port Royal': ['Gordon Pass', 'Naples Bay', 'Gin Lane Canal'],
  'Aqualane Shores': ['Gordon Pass', 'Aqualane Canal'],
  'Royal Harbor': ['Naples Bay'],
  'Cape Harbour': ['Caloosahatchee River', 'Cape Harbour Marina'],
  'Tarpon Point': ['Caloosahatchee River', 'Tarpon Point Marina'],
  'Yacht Club': ['Caloosahatchee River'],
  'Punta Gorda Isles': ['Charlotte Harbor', 'Ponce de Leon Canal'],
  'Burnt Store Isles': ['Charlotte Harbor'],
};

/** Communities of canals that reach the Gulf under bridges of various clearances. */
const BRIDGED_CANALS = new Set(['Cape Royal', 'Cape Coral Unit 45', 'Cape Coral Unit 64', 'Cape Coral Unit 68']);
const FRESHWATER_CANALS = new Set(['Cape Coral Unit 20', 'Cape Coral Unit 31', 'Cape Coral Unit 50', 'Sandoval']);

function waterKind(subdivision: Subdivision): WaterKind {
  if (NO_BRIDGE_WATER[subdivision.name] !== undefined || subdivision.profile === 'island') return 'open-gulf';
  if (BRIDGED_CANALS.has(subdivision.name) || subdivision.city === 'Port Charlotte') return 'canal-bridges';
  if (FRESHWATER_CANALS.has(subdivision.name)) return 'freshwater';
  if (subdivision.profile === 'beachfront') return 'gulf-front';
  return subdivision.profile === 'estate' || subdivision.profile === 'urban' ? 'open-gulf' : 'lake';
}

/** The water facts a demo home draws. */
const WATER_FIELDS = [
  'WaterfrontFeatures',
  'WaterBodyName',
  'GulfAccessYN',
  'BridgesToOpenWaterYN',
  'BridgeClearance',
  'DockYN',
  'BoatLiftCapacity',
  'CanalFrontage',
  'SeawallYN',
] as const satisfies readonly (keyof FloridaFacts)[];

type WaterFacts = Pick<FloridaFacts, (typeof WATER_FIELDS)[number]>;

/** A home off the water: each water fact as the domain's unknown facts have it. */
const DRY = Object.fromEntries(WATER_FIELDS.map((field) => [field, UNKNOWN_FLORIDA_FACTS[field]])) as WaterFacts;

function boating(random: Random, kind: 'open-gulf' | 'canal-bridges'): Pick<WaterFacts, 'DockYN' | 'BoatLiftCapacity'> {
  const dock = random.chance(kind === 'open-gulf' ? 0.9 : 0.8);
  const lift = dock && random.chance(0.75);
  return {
    DockYN: dock,
    BoatLiftCapacity: lift
      ? random.pick(kind === 'open-gulf' ? [16_000, 20_000, 24_000, 30_000] : [7_000, 10_000, 13_000, 16_000])
      : null,
  };
}

/** The water and boating facts of a home: none off the water; on it, what its community's water allows. */
export function drawWaterFacts(
  subdivision: Subdivision,
  waterfront: boolean,
  condo: boolean,
  random: Random,
): WaterFacts {
  if (!waterfront) return DRY;
  const kind = waterKind(subdivision);
  if (kind === 'gulf-front' || (condo && kind !== 'lake'))
    return {
      ...DRY,
      WaterfrontFeatures: ['Beach Front', 'Gulf Frontage'],
      WaterBodyName: 'Gulf of Mexico',
      GulfAccessYN: true,
      BridgesToOpenWaterYN: false,
      DockYN: false,
    };
  if (kind === 'lake')
    return {
      ...DRY,
      WaterfrontFeatures: ['Lake Front'],
      WaterBodyName: `${subdivision.name} Lake`,
      GulfAccessYN: false,
    };
  const frontage = random.int(8, 25) * 10;
  if (kind === 'freshwater')
    return {
      ...DRY,
      WaterfrontFeatures: ['Canal Front', 'Fresh Water Canal', 'Seawall'],
      WaterBodyName: 'Freshwater canal',
      GulfAccessYN: false,
      CanalFrontage: frontage,
      SeawallYN: true,
      DockYN: random.chance(0.4),
    };
  const bridged = kind === 'canal-bridges';
  return {
    WaterfrontFeatures: ['Canal Front', 'Navigable Water', 'Seawall', bridged ? 'Bay Access' : 'Gulf Access'],
    WaterBodyName: bridged
      ? 'Caloosahatchee River'
      : random.pick(NO_BRIDGE_WATER[subdivision.name] ?? ['Gulf of Mexico']),
    GulfAccessYN: true,
    BridgesToOpenWaterYN: bridged,
    BridgeClearance: bridged ? random.pick([6, 7.5, 9, 10, 12, 14, 17]) : null,
    ...boating(random, bridged ? 'canal-bridges' : 'open-gulf'),
    CanalFrontage: frontage,
    SeawallYN: true,
  };
}
