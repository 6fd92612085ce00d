/** The towns the team works in, in the order the site lists them. */
export const SERVICE_AREA_CITIES = [
  'Naples',
  'Bonita Springs',
  'Estero',
  'Fort Myers',
  'Fort Myers Beach',
  'Cape Coral',
  'Sanibel',
  'Marco Island',
  'Lehigh Acres',
  'Punta Gorda',
  'Port Charlotte',
] as const;

/** RESO property types, and the subtypes the search offers under each. */
export const PROPERTY_TYPES = {
  Residential: ['Single Family Residence', 'Condominium', 'Townhouse', 'Villa'],
  'Residential Income': ['Duplex', 'Triplex'],
  Land: ['Unimproved Land'],
} as const satisfies Record<string, readonly string[]>;
