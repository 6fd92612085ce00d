/** Phrase pools for listing remarks; `{name}` style slots are filled by the remarks writer. */
export const OPENINGS = {
  home: [
    'Welcome to {sub}, where this {beds}-bedroom, {baths}-bath {style} offers {sqft} square feet of light-filled living.',
    'Discover effortless Florida living in this beautifully updated {beds}-bedroom {style} in {sub}.',
    'Rarely available {style} in sought-after {sub} with {beds} bedrooms, {baths} baths and {sqft} square feet under air.',
    'Move right in to this meticulously maintained {beds}/{baths} {style} in the heart of {sub}.',
    'Set on a quiet street in {sub}, this {style} pairs {sqft} square feet of open living with true indoor-outdoor flow.',
  ],
  luxury: [
    'An exceptional {style} in prestigious {sub}: {beds} bedrooms, {baths} baths and {sqft} square feet of refined coastal living.',
    'Custom-built and impeccably finished, this {beds}-bedroom estate in {sub} sets a new standard for luxury in {city}.',
    'Architectural elegance meets relaxed Gulf Coast style in this {sqft}-square-foot residence in {sub}.',
  ],
  condo: [
    'Turnkey {beds}-bedroom, {baths}-bath residence in {sub} with {sqft} square feet and a private lanai.',
    'Enjoy carefree living in this {beds}/{baths} condominium in {sub}, just steps from everything {city} has to offer.',
    'Bright and airy {beds}-bedroom condominium in {sub}, offered furnished and ready for the season.',
  ],
  land: [
    'Build your dream home on this {acres}-acre homesite in {sub}.',
    'Prime {acres}-acre lot in {sub}, cleared and ready for your custom plans.',
    'Rare opportunity to own {acres} acres in {sub}, one of the most desirable locations in {city}.',
  ],
  income: [
    'Well-maintained {style} in {sub}: a strong rental history and {beds} bedrooms across the units.',
    'Investor alert: this {style} in {sub} offers separate entrances, laundry for each unit and steady demand.',
  ],
};

export const FEATURES = {
  interior: [
    'The open kitchen features quartz counters, a large island and stainless appliances.',
    'Impact-rated windows and doors, tile flooring throughout and a new roof add peace of mind.',
    'Soaring ceilings, crown molding and wide-plank floors create an inviting great room.',
    'The primary suite offers a walk-in closet and a spa-like bath with a frameless glass shower.',
    'A split floor plan gives guests privacy, and a flexible den works as an office.',
    'Recent updates include new air conditioning, a tankless water heater and fresh interior paint.',
  ],
  pool: [
    'Outside, the heated saltwater pool and spa are framed by a screened lanai made for entertaining.',
    'Sliders open to a covered lanai, summer kitchen and sparkling pool with southern exposure.',
  ],
  water: [
    'Boaters will love the private dock with lift and direct Gulf access in minutes.',
    'Wide water views stretch from nearly every room, with stunning sunsets year-round.',
    'Sit on the deck and watch dolphins and manatees glide past your backyard.',
  ],
  condo: [
    'Residents enjoy a resort-style pool, fitness center, tennis and a covered parking space.',
    'The building offers secure entry, an elevator and a community pool overlooking the water.',
  ],
  golf: [
    'Membership options include championship golf, pickleball, tennis, fitness and fine dining.',
    'The gated community offers a clubhouse, golf, tennis and miles of walking paths.',
  ],
  land: [
    'Utilities are available at the street and the lot sits high in a non-evacuation flood zone.',
    'Survey available; no HOA restrictions beyond standard deed requirements.',
    'Surrounded by new construction, this lot offers excellent value and room for a pool.',
  ],
};

export const LOCATIONS: Readonly<Record<string, readonly string[]>> = {
  Naples: [
    'Minutes to Fifth Avenue South, Third Street South and the white-sand beaches of the Gulf.',
    'Close to the Naples Pier, world-class shopping at Waterside and top-rated schools.',
  ],
  'Fort Myers': [
    'Close to the River District, Southwest Florida International Airport and Sanibel beaches.',
    'Convenient to shopping, hospitals and spring training baseball.',
  ],
  'Cape Coral': [
    'Enjoy the Cape lifestyle close to the Yacht Club, Cape Harbour dining and the Gulf.',
    'Convenient to Cape Coral Parkway shops, restaurants and Veterans Parkway.',
  ],
  'Bonita Springs': [
    'Minutes to Barefoot Beach, Coconut Point and the Bonita Springs riverfront.',
    'Close to Bonita Beach, Mercato and easy access to I-75.',
  ],
  Estero: [
    'Close to Coconut Point, Hertz Arena, FGCU and Southwest Florida International Airport.',
    'Minutes to Estero Bay, Koreshan State Park and shopping at Coconut Point.',
  ],
  'Marco Island': ['Steps to Tigertail and Residents Beach, island dining and the Marco marinas.'],
  Sanibel: ['Bike to Bowman Beach, the Ding Darling refuge and the island shops on Periwinkle Way.'],
  'Fort Myers Beach': ['Walk to the beach, Times Square and the shops and restaurants of Estero Island.'],
  'Lehigh Acres': ['No HOA, close to schools, shopping and a short drive to I-75 and the airport.'],
  'Punta Gorda': ['Minutes to historic downtown Punta Gorda, Fishermen’s Village and the Harborwalk.'],
  'Port Charlotte': ['Close to Port Charlotte Town Center, beaches at Englewood and easy access to I-75.'],
};

export const CLOSINGS = [
  'Schedule your private showing today.',
  'Furnishings available under separate agreement.',
  'This is the Southwest Florida lifestyle you have been waiting for.',
  'Priced to sell; bring your buyers.',
  'Make it yours before the season begins.',
];
