/** A latitude/longitude rectangle. */
export interface BoundingBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** How a city's street addresses look. */
export type StreetStyle = 'named' | 'grid-prefix' | 'grid-suffix';

/** A Southwest Florida city of the demo data: its real postal codes, county and area. */
export interface City {
  readonly name: string;
  readonly county: 'Collier' | 'Lee' | 'Charlotte';
  readonly postalCodes: readonly string[];
  /** Every demo coordinate of the city lies inside this box. */
  readonly box: BoundingBox;
  /** Share of the demo listings, relative to the other cities. */
  readonly weight: number;
  readonly streetStyle: StreetStyle;
  /** Street names with their suffix, e.g. ['Gulf Shore', 'Blvd']. */
  readonly streets: readonly (readonly [string, string])[];
}

export const CITIES: readonly City[] = [
  {
    name: 'Naples',
    county: 'Collier',
    postalCodes: [
      '34102',
      '34103',
      '34104',
      '34105',
      '34108',
      '34109',
      '34110',
      '34112',
      '34113',
      '34114',
      '34116',
      '34117',
      '34119',
      '34120',
    ],
    box: { south: 26.02, west: -81.83, north: 26.33, east: -81.64 },
    weight: 22,
    streetStyle: 'named',
    streets: [
      ['Gulf Shore', 'Blvd'],
      ['Gordon', 'Dr'],
      ['Galleon', 'Dr'],
      ['Crayton', 'Rd'],
      ['Mooring Line', 'Dr'],
      ['Banyan', 'Blvd'],
      ['Seagate', 'Dr'],
      ['Vanderbilt', 'Dr'],
      ['Pelican Bay', 'Blvd'],
      ['Pine Ridge', 'Rd'],
      ['Spanish', 'Way'],
      ['Royal Palm', 'Dr'],
      ['Sea Grape', 'Ct'],
      ['Cypress Woods', 'Dr'],
      ['Tamiami', 'Trl'],
    ],
  },
  {
    name: 'Fort Myers',
    county: 'Lee',
    postalCodes: ['33901', '33905', '33907', '33908', '33912', '33913', '33916', '33919'],
    box: { south: 26.48, west: -81.95, north: 26.72, east: -81.74 },
    weight: 18,
    streetStyle: 'named',
    streets: [
      ['McGregor', 'Blvd'],
      ['Winkler', 'Ave'],
      ['Cypress Lake', 'Dr'],
      ['Summerlin', 'Rd'],
      ['Gladiolus', 'Dr'],
      ['Daniels', 'Pkwy'],
      ['Treeline', 'Ave'],
      ['Palomino', 'Ln'],
      ['Edison', 'Ave'],
      ['Royal Palm', 'Sq'],
      ['Brantley', 'Rd'],
      ['Riverside', 'Dr'],
      ['Heritage Palms', 'Dr'],
    ],
  },
  {
    name: 'Cape Coral',
    county: 'Lee',
    postalCodes: ['33904', '33909', '33914', '33990', '33991', '33993'],
    box: { south: 26.53, west: -82.06, north: 26.72, east: -81.9 },
    weight: 18,
    streetStyle: 'grid-prefix',
    streets: [
      ['Cape Coral', 'Pkwy'],
      ['Del Prado', 'Blvd'],
      ['Santa Barbara', 'Blvd'],
      ['Chiquita', 'Blvd'],
      ['Harbour', 'Ct'],
      ['Tarpon Point', 'Dr'],
      ['Yacht Club', 'Dr'],
      ['El Dorado', 'Pkwy'],
    ],
  },
  {
    name: 'Bonita Springs',
    county: 'Lee',
    postalCodes: ['34134', '34135'],
    box: { south: 26.31, west: -81.85, north: 26.42, east: -81.72 },
    weight: 7,
    streetStyle: 'named',
    streets: [
      ['Bonita Beach', 'Rd'],
      ['Hickory', 'Blvd'],
      ['Spanish Wells', 'Blvd'],
      ['Pelican Colony', 'Blvd'],
      ['Bay Colony', 'Dr'],
      ['Imperial', 'Pkwy'],
      ['Terry', 'St'],
      ['Woods Edge', 'Pkwy'],
      ['Riverside', 'Dr'],
    ],
  },
  {
    name: 'Estero',
    county: 'Lee',
    postalCodes: ['33928'],
    box: { south: 26.38, west: -81.84, north: 26.48, east: -81.73 },
    weight: 5,
    streetStyle: 'named',
    streets: [
      ['Estero', 'Pkwy'],
      ['Grandezza', 'Blvd'],
      ['Via Coconut', 'Pt'],
      ['Williams', 'Rd'],
      ['Broadway', 'Ave'],
      ['Corkscrew', 'Rd'],
      ['Miromar Lakes', 'Blvd'],
      ['Shadow Creek', 'Ct'],
    ],
  },
  {
    name: 'Marco Island',
    county: 'Collier',
    postalCodes: ['34145'],
    box: { south: 25.9, west: -81.75, north: 25.98, east: -81.68 },
    weight: 4,
    streetStyle: 'named',
    streets: [
      ['Collier', 'Blvd'],
      ['San Marco', 'Rd'],
      ['Bald Eagle', 'Dr'],
      ['Barfield', 'Dr'],
      ['Heathwood', 'Dr'],
      ['Kendall', 'Dr'],
      ['Caxambas', 'Ct'],
      ['Hideaway', 'Cir'],
    ],
  },
  {
    name: 'Sanibel',
    county: 'Lee',
    postalCodes: ['33957'],
    box: { south: 26.42, west: -82.19, north: 26.5, east: -82.01 },
    weight: 2,
    streetStyle: 'named',
    streets: [
      ['Periwinkle', 'Way'],
      ['Sanibel Captiva', 'Rd'],
      ['West Gulf', 'Dr'],
      ['Middle Gulf', 'Dr'],
      ['Casa Ybel', 'Rd'],
      ['Tarpon Bay', 'Rd'],
      ['Dixie Beach', 'Blvd'],
      ['Sand Castle', 'Rd'],
    ],
  },
  {
    name: 'Fort Myers Beach',
    county: 'Lee',
    postalCodes: ['33931'],
    box: { south: 26.4, west: -81.97, north: 26.47, east: -81.86 },
    weight: 3,
    streetStyle: 'named',
    streets: [
      ['Estero', 'Blvd'],
      ['Bay Beach', 'Ln'],
      ['Mid Island', 'Dr'],
      ['Lenell', 'Rd'],
      ['Connecticut', 'St'],
      ['Shore', 'Dr'],
      ['Palermo', 'Cir'],
    ],
  },
  {
    name: 'Lehigh Acres',
    county: 'Lee',
    postalCodes: ['33936', '33971', '33972', '33973', '33974', '33976'],
    box: { south: 26.54, west: -81.72, north: 26.66, east: -81.56 },
    weight: 8,
    streetStyle: 'grid-suffix',
    streets: [
      ['Lee', 'Blvd'],
      ['Homestead', 'Rd'],
      ['Joel', 'Blvd'],
      ['Gunnery', 'Rd'],
      ['Sunshine', 'Blvd'],
      ['Milwaukee', 'Blvd'],
    ],
  },
  {
    name: 'Punta Gorda',
    county: 'Charlotte',
    postalCodes: ['33950', '33982', '33983'],
    box: { south: 26.86, west: -82.1, north: 27.0, east: -81.94 },
    weight: 5,
    streetStyle: 'named',
    streets: [
      ['Bal Harbor', 'Blvd'],
      ['Aqui Esta', 'Dr'],
      ['Monaco', 'Dr'],
      ['Via Esplanade', ''],
      ['Marion', 'Ave'],
      ['Burnt Store', 'Rd'],
      ['Deep Creek', 'Blvd'],
      ['Ponce De Leon', 'Pkwy'],
    ],
  },
  {
    name: 'Port Charlotte',
    county: 'Charlotte',
    postalCodes: ['33948', '33952', '33953', '33954'],
    box: { south: 26.95, west: -82.25, north: 27.06, east: -82.05 },
    weight: 8,
    streetStyle: 'named',
    streets: [
      ['Harbor', 'Blvd'],
      ['Gardner', 'Dr'],
      ['Peachland', 'Blvd'],
      ['Midway', 'Blvd'],
      ['Conway', 'Blvd'],
      ['Edgewater', 'Dr'],
      ['Quesada', 'Ave'],
      ['Riverwood', 'Dr'],
      ['Olean', 'Blvd'],
    ],
  },
];

/** The demo city with this name; throws for a name outside the demo data. */
export function cityNamed(name: string): City {
  const city = CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`Unknown demo city: ${name}`);
  return city;
}
