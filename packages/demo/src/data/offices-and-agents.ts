import { createRandom } from './prng.ts';

/** A brokerage office of the demo MLS. */
export interface Office {
  readonly mlsId: string;
  readonly name: string;
  /** Cities the office lists in. */
  readonly cities: readonly string[];
}

/** A listing agent of the demo MLS. */
export interface Agent {
  readonly mlsId: string;
  readonly fullName: string;
  readonly officeMlsId: string;
}

/** The team's own office: its listings are the site's featured listings. */
export const FEATURED_OFFICE: Office = {
  mlsId: 'PRG',
  name: 'Palmetto Realty Group',
  cities: ['Naples', 'Bonita Springs', 'Estero'],
};

const COLLIER = ['Naples', 'Marco Island'];
const LEE = ['Fort Myers', 'Cape Coral', 'Bonita Springs', 'Estero', 'Sanibel', 'Fort Myers Beach', 'Lehigh Acres'];
const CHARLOTTE = ['Punta Gorda', 'Port Charlotte'];
const SOUTH = [...COLLIER, 'Bonita Springs', 'Estero'];
const ALL = [...COLLIER, ...LEE, ...CHARLOTTE];

const OFFICE_DATA: readonly (readonly [string, string, readonly string[]])[] = [
  ['GCPR', 'Gulf Coast Premier Realty', SOUTH],
  ['SPPR', 'Sabal Palm Properties', ALL],
  ['MBRE', 'Mangrove Bay Realty', LEE],
  ['TCRE', 'Tarpon Coast Realty', LEE],
  ['CKRE', 'Cypress Key Real Estate', SOUTH],
  ['BSRL', 'Banyan Shores Realty', COLLIER],
  ['SGRP', 'Seagrape Realty Partners', SOUTH],
  ['PPPR', 'Pelican Point Properties', ALL],
  ['ORGP', 'Osprey Realty Group', LEE],
  ['HBRE', 'Heron Bay Real Estate', LEE],
  ['CCRL', 'Coconut Coast Realty', ALL],
  ['CALR', 'Caloosa Realty', LEE],
  ['SHPR', 'Sunset Harbor Properties', CHARLOTTE],
  ['BFRC', 'Bayfront Realty Co.', COLLIER],
  ['IBRL', 'Island Breeze Realty', ['Sanibel', 'Fort Myers Beach', 'Marco Island']],
  ['RPRL', 'Royal Poinciana Realty', COLLIER],
  ['CSRL', 'Calusa Shores Realty', LEE],
  ['EBRL', 'Estero Bay Realty', ['Estero', 'Bonita Springs', 'Fort Myers Beach']],
  ['PWPR', 'Periwinkle Properties', ['Sanibel', 'Fort Myers']],
  ['GLRL', 'Gladiolus Realty', LEE],
  ['BBRL', 'Barefoot Beach Realty', SOUTH],
  ['MRGP', 'Mariner Realty Group', ALL],
  ['SCRL', 'Seashell Coast Realty', ALL],
  ['EERL', 'Everglades Edge Realty', COLLIER],
  ['PRRL', 'Peace River Realty', CHARLOTTE],
  ['CHHM', 'Charlotte Harbor Homes', CHARLOTTE],
  ['MPRL', 'Matlacha Pass Realty', ['Cape Coral', 'Fort Myers']],
  ['PISP', 'Pine Island Sound Properties', ['Cape Coral', 'Sanibel']],
  ['CCAN', 'Cape Canal Realty', ['Cape Coral']],
  ['GSLX', 'Gulfshore Luxury Realty', SOUTH],
  ['FARP', 'Fifth Avenue Realty Partners', ['Naples']],
  ['TSPR', 'Third Street Properties', ['Naples']],
  ['VNRG', 'Vanderbilt Realty Group', COLLIER],
  ['LPRL', 'Lely Palms Realty', ['Naples', 'Marco Island']],
  ['LHRL', 'Lehigh Home Realty', ['Lehigh Acres', 'Fort Myers']],
  ['ERRL', 'Estero River Realty', ['Estero', 'Fort Myers']],
  ['BSTR', 'Burnt Store Realty', ['Punta Gorda', 'Cape Coral']],
  ['TTRL', 'Tamiami Trail Realty', ALL],
  ['SPRL', 'Sandpiper Realty', ['Port Charlotte', 'Punta Gorda', 'Cape Coral']],
];

/** The other offices of the demo MLS, with the cities they list in. */
export const OFFICES: readonly Office[] = [
  FEATURED_OFFICE,
  ...OFFICE_DATA.map(([mlsId, name, cities]) => ({ mlsId, name, cities })),
];

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mason',
  'Sophia',
  'Lucas',
  'Isabella',
  'Ethan',
  'Mia',
  'James',
  'Charlotte',
  'Benjamin',
  'Amelia',
  'Henry',
  'Harper',
  'Daniel',
  'Evelyn',
  'Michael',
  'Abigail',
  'Carlos',
  'Elena',
  'Marco',
  'Gabriela',
  'David',
  'Rachel',
  'Thomas',
  'Lauren',
  'Robert',
  'Kathleen',
  'Brian',
  'Nicole',
  'Steven',
  'Diane',
  'Jorge',
  'Natalia',
  'Patrick',
  'Megan',
  'Andrew',
];
const LAST_NAMES = [
  'Anderson',
  'Bennett',
  'Carter',
  'Delgado',
  'Ellis',
  'Fischer',
  'Garcia',
  'Hughes',
  'Iverson',
  'Jensen',
  'Keller',
  'Lombardi',
  'Morales',
  'Nguyen',
  'OConnor',
  'Patel',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Thornton',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Young',
  'Zimmerman',
  'Brennan',
  'Castillo',
  'Donovan',
  'Hartley',
  'McAllister',
];

function buildAgents(): Agent[] {
  const random = createRandom(239);
  const agents: Agent[] = [];
  for (const office of OFFICES) {
    const size = office === FEATURED_OFFICE ? 8 : random.int(3, 7);
    for (let index = 0; index < size; index += 1) {
      const lastName = random.pick(LAST_NAMES).replace('OConnor', "O'Connor");
      const fullName = `${random.pick(FIRST_NAMES)} ${lastName}`;
      agents.push({ mlsId: String(248_100 + agents.length * 37), fullName, officeMlsId: office.mlsId });
    }
  }
  return agents;
}

/** Every agent of the demo MLS (about 200), the same on every run. */
export const AGENTS: readonly Agent[] = buildAgents();

/** The agents of one office. */
export function agentsOf(officeMlsId: string): readonly Agent[] {
  return AGENTS.filter((agent) => agent.officeMlsId === officeMlsId);
}
