import type { CommunityFields } from '@app/domain';
import { demoCommunity } from './demo-community.ts';
import { demoPicture } from './demo-picture.ts';

/** Communities of Bonita Springs, Estero, the islands, Cape Coral and Fort Myers (Lee County). */
export const LEE_COMMUNITIES: readonly CommunityFields[] = [
  demoCommunity({
    slug: 'bonita-springs',
    name: 'Bonita Springs',
    city: 'Bonita Springs',
    summary:
      'Between Naples and Fort Myers: Gulf beaches, the Imperial River and some of the best-known golf and boating communities in Southwest Florida.',
    body: `<h2>A river town with a beach</h2><p>Bonita Springs grew up around the Imperial River, and its small downtown still sits on the water, with Riverside Park, the Everglades Wonder Gardens (one of Florida's oldest roadside attractions, open since 1936) and a Saturday farmers market in season. West of US 41, Bonita Beach Road runs out to Little Hickory Island and Bonita Beach Park, and just south, Barefoot Beach Preserve keeps more than a mile of undeveloped shoreline.</p><h2>Communities</h2><p>Bonita Bay is a gated community of about 2,400 acres on Estero Bay with five golf courses, a marina and a private beach park reached by boardwalk. Pelican Landing, to the north, has its own golf and a water-taxi to a private island beach. Shadow Wood, Spanish Wells and the newer Bonita National offer golf-course living at lower association costs, and the original Bonita Springs neighborhoods around the river and Old 41 have homes without an association at all.</p><h2>Getting around</h2><p>Bonita sits about 20 minutes from both Southwest Florida International Airport and downtown Naples, with Coconut Point's shopping just north in Estero. That middle location is why many of our buyers who work in both counties end up here.</p><p><a href="/search?city=Bonita%20Springs&amp;minPrice=750000&amp;sort=price-asc">See Bonita Springs homes from $750,000</a></p>`,
    hero: demoPicture(
      'community',
      7,
      'A country-club clubhouse with a clay-tile roof and palms, seen across a golf course with a lake and fountain',
    ),
    subdivisions: [
      'Bonita Bay',
      'Pelican Landing',
      'Shadow Wood',
      'Bonita Beach',
      'Spanish Wells',
      'Bonita National',
      'Bonita Springs',
    ],
    highlights: {
      amenities: ['Bonita Beach Park', 'Barefoot Beach Preserve', 'Imperial River and Riverside Park', 'Golf clubs'],
      schools: ['Spring Creek Elementary', 'Bonita Springs Middle Center for the Arts', 'Estero High School'],
      lifestyle: ['Between Naples and Fort Myers', 'Golf and boating', 'Old Florida downtown'],
    },
    sortOrder: 5,
  }),
  demoCommunity({
    slug: 'estero',
    name: 'Estero',
    city: 'Estero',
    summary:
      'A young village with old roots: golf and lake communities, Florida Gulf Coast University, Coconut Point and the historic Koreshan settlement on the Estero River.',
    body: `<h2>The village</h2><p>Estero became an incorporated village in 2014, but its history runs much deeper: the Koreshan Unity settled on the Estero River in 1894, and their buildings are now Koreshan State Park. The village is known for well-run gated communities, Coconut Point's shops and restaurants, Hertz Arena, home of the Florida Everblades hockey team, and Florida Gulf Coast University just to the east.</p><h2>Communities</h2><p>Miromar Lakes surrounds a 700-acre freshwater lake with a sandy beach, and is one of the few places in the region where you can water-ski from your back yard. The Brooks is a large master-planned community spanning Estero and Bonita Springs with several golf clubs. Grandezza and Wildcat Run are smaller golf communities with a loyal following, and West Bay Club sits on the shore of Estero Bay with a marina and a beach club.</p><h2>Nature close by</h2><p>The Estero River is a designated canoe trail that winds from Koreshan State Park to Estero Bay, where Mound Key, the shell island that was once the capital of the Calusa, is reachable by kayak. Lovers Key State Park and Fort Myers Beach are a 20-minute drive west.</p><p><a href="/search?city=Estero&amp;openHouse=1">See Estero homes with an upcoming open house</a></p>`,
    hero: demoPicture(
      'community',
      8,
      'A resort-style pool with loungers and umbrellas in front of a Mediterranean clubhouse',
    ),
    subdivisions: ['The Brooks', 'Miromar Lakes', 'Grandezza', 'West Bay Club', 'Wildcat Run'],
    highlights: {
      amenities: ['Koreshan State Park', 'Coconut Point', 'Hertz Arena', 'Estero River canoe trail'],
      schools: ['Pinewoods Elementary', 'Three Oaks Middle School', 'Estero High School'],
      lifestyle: ['Gated golf and lake communities', 'Near FGCU and the airport', 'Family friendly'],
    },
    sortOrder: 6,
  }),
  demoCommunity({
    slug: 'sanibel-island',
    name: 'Sanibel Island',
    city: 'Sanibel',
    summary:
      'A barrier island where more than half the land is protected: world-famous shelling, the Ding Darling refuge, bike paths and no building taller than the palms.',
    body: `<h2>An island that chose nature</h2><p>Sanibel incorporated as a city in 1974 largely to control its own growth, and it shows. More than half of the island is conservation land, including the J.N. "Ding" Darling National Wildlife Refuge, whose Wildlife Drive is one of the best places in Florida to see roseate spoonbills. There are no traffic lights on the main road, buildings are kept low, and about 25 miles of shared-use paths make a bicycle the easiest way to get around.</p><h2>After Hurricane Ian</h2><p>Hurricane Ian struck on September 28, 2022 and cut the Sanibel Causeway in several places; the road was rebuilt and reopened to residents within about three weeks. Much of the island has since been repaired or rebuilt, and many new homes stand higher than the ones they replaced. When you look at a Sanibel home, ask for its elevation certificate, its permit history since 2022 and its flood insurance premium; our island specialist reads them with you.</p><h2>Neighborhoods</h2><p>The Dunes and Beachview Country Club Estates are built around golf courses on the island's interior. Gumbo Limbo is a quiet neighborhood of homes among native trees near the beaches of the east end, and Shell Harbor, near the lighthouse, offers canal homes with quick access to San Carlos Bay. The Sanibel School teaches kindergarten through eighth grade on the island.</p><p><a href="/search?city=Sanibel">See Sanibel homes for sale</a></p>`,
    hero: demoPicture(
      'water-view',
      88,
      'A quiet beach with a white umbrella, two chairs and sea oats under a blue sky',
    ),
    subdivisions: ['The Dunes', 'Gumbo Limbo', 'Shell Harbor', 'Beachview Country Club Estates'],
    highlights: {
      amenities: [
        'Ding Darling National Wildlife Refuge',
        'Sanibel Lighthouse',
        'Shared-use bike paths',
        'Bailey-Matthews National Shell Museum',
      ],
      schools: ['The Sanibel School (K-8)', 'Cypress Lake High School'],
      lifestyle: ['Shelling and birding', 'Low-rise island living', 'Boating on San Carlos Bay'],
    },
    sortOrder: 7,
  }),
  demoCommunity({
    slug: 'fort-myers-beach',
    name: 'Fort Myers Beach',
    city: 'Fort Myers Beach',
    summary:
      'Seven miles of gentle Gulf beach on Estero Island, rebuilding after Hurricane Ian with new elevated homes and the same laid-back spirit.',
    body: `<h2>Estero Island</h2><p>Fort Myers Beach covers Estero Island, a barrier island about seven miles long with a wide, gently sloping beach that is one of the safest for swimming on the coast. The north end, around Times Square and the Matanzas Pass bridge, is the busy heart of the island; the middle is mostly homes and condominiums; and the south end, near Bay Beach, looks across Big Carlos Pass to Lovers Key State Park.</p><h2>Rebuilding</h2><p>Hurricane Ian's storm surge in September 2022 destroyed or badly damaged much of the island, including the historic pier. Rebuilding has been steady: new homes are raised on pilings to meet current flood rules, the town is rebuilding its public spaces, and the island's restaurants and shops are returning one by one. Buyers today can choose between lots ready to build on, newly built elevated homes and condominiums that have completed their repairs. Every purchase here calls for careful reading of permits, elevation certificates and the condominium's insurance; that is work we do every week.</p><h2>Life on the island</h2><p>Mornings here start with a walk at the water's edge and end with sunsets over the Gulf. The Mound House, built on a Calusa shell mound on the back bay, tells the island's long history, and Estero Bay's mangrove islands are a short paddle away.</p><p><a href="/search?city=Fort%20Myers%20Beach&amp;sort=newest">See the newest Fort Myers Beach listings</a></p>`,
    hero: demoPicture('pier', 21, 'A wooden fishing pier stretching from a wide beach into the calm Gulf'),
    subdivisions: ['Fort Myers Beach', 'Estero Island', 'Bay Beach'],
    highlights: {
      amenities: ['Seven miles of beach', 'Lovers Key State Park', 'Mound House', 'Times Square'],
      schools: ['Fort Myers Beach Elementary', 'Cypress Lake Middle School', 'Cypress Lake High School'],
      lifestyle: ['Beach town', 'New elevated construction', 'Kayaking Estero Bay'],
    },
    sortOrder: 8,
  }),
  demoCommunity({
    slug: 'cape-coral-waterfront',
    name: 'Cape Coral Waterfront',
    city: 'Cape Coral',
    summary:
      "Sailboat-access living on the Caloosahatchee: Cape Harbour's marina village, Tarpon Point and the Yacht Club neighborhood in Cape Coral's original southeast corner.",
    body: `<h2>A city of canals</h2><p>Cape Coral was founded in 1957 by the Rosen brothers' Gulf American Corporation, which dredged more canals than any city in the world: well over 400 miles of them. The most prized are "Gulf access" canals, and among those, the ones with no bridges between the home and open water are called sailboat access. The neighborhoods on this page, in the city's southeast, are among the closest to the Caloosahatchee River and the Gulf.</p><h2>Neighborhoods</h2><p>Cape Harbour is built around a working marina with restaurants and shops on the water. Tarpon Point, next door, has its own marina and a resort, with homes and condominiums on deep water. The Yacht Club neighborhood is one of the oldest in the city, centered on the Yacht Club Community Park with its public beach, fishing pier and pool on the river; its streets mix original 1960s homes with new builds on the same canals.</p><h2>Good to know</h2><p>Cape Coral is the largest city in Southwest Florida by population and still one of the better values for waterfront homes. Check each home's seawall and dock condition, whether it is on city water and sewer, and whether any utility assessments are still owed; our agents include all three in every offer review. You may also meet the city's famous residents, the Florida burrowing owls, in vacant lots all over town.</p><p><a href="/search?city=Cape%20Coral&amp;waterfront=1&amp;pool=1">See Cape Coral waterfront homes with a pool</a></p>`,
    hero: demoPicture(
      'water-view',
      52,
      'A private dock on wide water with a motorboat, and trees and houses on the far shore',
    ),
    subdivisions: ['Cape Harbour', 'Tarpon Point', 'Yacht Club'],
    highlights: {
      amenities: [
        'Cape Harbour Marina',
        'Tarpon Point Marina',
        'Yacht Club Community Park beach',
        'Caloosahatchee River access',
      ],
      schools: ['Hector A. Cafferata Jr. Elementary', 'Caloosa Middle School', 'Cape Coral High School'],
      lifestyle: ['Sailboat-access canals', 'Boating and fishing', 'Waterfront dining'],
    },
    sortOrder: 9,
  }),
  demoCommunity({
    slug: 'historic-fort-myers',
    name: 'McGregor and the River District',
    city: 'Fort Myers',
    summary:
      "Fort Myers' historic core: the royal-palm avenue of McGregor Boulevard, the Edison and Ford Winter Estates, and a riverfront downtown of brick streets and restaurants.",
    body: `<h2>McGregor Boulevard</h2><p>Fort Myers calls itself the City of Palms because of McGregor Boulevard, where Thomas Edison planted the first royal palms in front of his winter home in the early 1900s. The boulevard now runs for miles under a double row of palms, past the Edison and Ford Winter Estates and some of the city's most beautiful homes: 1920s Mediterranean Revival villas, Craftsman bungalows and large riverfront estates on the Caloosahatchee.</p><h2>The River District</h2><p>Downtown Fort Myers, on the river, was rebuilt over the last twenty years with brick streets, restored 1920s buildings, condominiums and a busy calendar. The monthly Art Walk and Music Walk fill First Street, the Sidney and Berne Davis Art Center occupies the old federal building, and the Caloosahatchee riverfront has parks, a marina and a long waterfront walk. Homes in the nearby historic Dean Park and Edison Park neighborhoods put downtown within walking distance.</p><h2>Why people choose it</h2><p>Buyers choose McGregor and the River District for character: tall oaks, sidewalks and houses with a story. Older homes can need updated roofs, electrical systems and insurance-friendly windows, so we plan inspections carefully and bring in specialists for historic properties when needed.</p><p><a href="/search?city=Fort%20Myers&amp;subdivision=McGregor">See homes along McGregor Boulevard</a></p>`,
    hero: demoPicture(
      'landmark',
      5,
      'A two-story white frame house with deep verandas on both floors, beside a spreading banyan tree',
    ),
    subdivisions: ['McGregor', 'River District'],
    highlights: {
      amenities: [
        'Edison and Ford Winter Estates',
        'River District dining',
        'Caloosahatchee waterfront',
        'Art Walk and Music Walk',
      ],
      schools: [
        'Edison Park Creative and Expressive Arts School',
        'Fort Myers Middle Academy',
        'Fort Myers High School',
      ],
      lifestyle: ['Historic homes', 'Walkable downtown', 'Riverfront estates'],
    },
    sortOrder: 10,
  }),
];
