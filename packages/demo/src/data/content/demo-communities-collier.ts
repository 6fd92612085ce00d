import type { CommunityFields } from '@app/domain';
import { demoCommunity } from './demo-community.ts';
import { demoPicture } from './demo-picture.ts';

/** Communities of Naples and Marco Island (Collier County). */
export const COLLIER_COMMUNITIES: readonly CommunityFields[] = [
  demoCommunity({
    slug: 'naples',
    name: 'Naples',
    city: 'Naples',
    summary:
      'Old Florida charm and Gulf-front living: the neighborhoods around Fifth Avenue South, Third Street South and the Naples Pier, from Olde Naples to Park Shore.',
    body: `<h2>The heart of Naples</h2><p>Naples began in the 1880s as a winter retreat for Kentucky families who arrived by boat at the pier, and the neighborhoods closest to the Gulf still carry that unhurried rhythm. Olde Naples is a grid of cottage-lined streets a few blocks from the beach, where restored 1920s bungalows stand next to new coastal-modern homes. Fifth Avenue South and Third Street South are the town's two walkable main streets, lined with restaurants, galleries and boutiques, and both are within a bike ride of almost every home on this page.</p><h2>Waterfront neighborhoods</h2><p>South of downtown, Aqualane Shores and Port Royal sit on deep-water canals that open onto Naples Bay and Gordon Pass; many homes have room for a large boat and reach the Gulf in minutes. Royal Harbor, across the bay, offers the same water access at a gentler price. North along Gulf Shore Boulevard, Coquina Sands, the Moorings and Park Shore mix beachfront high-rises with single-family streets along Moorings Bay and Venetian Bay, and the Village on Venetian Bay keeps shopping and dining on the water.</p><h2>Living here</h2><p>Public beach access runs along almost every east-west street from the pier to Park Shore. Cambier Park hosts free concerts and tennis, the Naples Botanical Garden is ten minutes east, and the Baker Museum and Artis—Naples anchor the arts. Expect homeowner insurance and flood insurance to be a real part of the budget close to the Gulf; our agents can show you the elevation certificate and flood zone of any home before you make an offer.</p><p><a href="/search?city=Naples&amp;waterfront=1&amp;sort=price-desc">See Naples waterfront homes for sale</a></p>`,
    hero: demoPicture(
      'pier',
      7,
      'A long wooden pier running out into the Gulf from a sandy beach at sunset, a palm tree in the foreground',
    ),
    subdivisions: [
      'Olde Naples',
      'Aqualane Shores',
      'Port Royal',
      'Coquina Sands',
      'Moorings',
      'Park Shore',
      'Royal Harbor',
    ],
    highlights: {
      amenities: ['Naples Pier', 'Fifth Avenue South and Third Street South', 'Cambier Park', 'Gordon Pass boating'],
      schools: ['Lake Park Elementary', 'Gulfview Middle School', 'Naples High School'],
      lifestyle: ['Walk or bike to the beach', 'Deep-water canal homes', 'Galleries and dining'],
    },
    sortOrder: 1,
  }),
  demoCommunity({
    slug: 'pelican-bay',
    name: 'Pelican Bay',
    city: 'Naples',
    summary:
      'A 2,100-acre planned community in North Naples with three miles of private beach, boardwalks through the mangroves and two beachfront restaurants for members.',
    body: `<h2>A town built around a beach</h2><p>Pelican Bay was planned in the late 1970s as a complete community: high-rise condominiums along the Gulf, mid-rise and villa neighborhoods in the middle, and single-family homes on quiet cul-de-sacs to the east. A ribbon of preserved mangrove forest separates the buildings from the sand, and residents reach the beach on boardwalks or on the community's own trams, which run from the North and South beach facilities all day.</p><h2>What the foundation provides</h2><p>Every owner belongs to the Pelican Bay Foundation, which runs the beach restaurants, the community center, a fitness center and tennis, and maintains the landscaping, the berm walkway and the private beach. The Bay Colony section in the north of the community is gated, with its own beach club. The separately owned Pelican Bay Club offers membership-based golf.</p><h2>Around the neighborhood</h2><p>Waterside Shops, with its open-air courtyards, sits at the community's edge, and Artis—Naples is across Pelican Bay Boulevard. Vanderbilt Beach and the Naples Philharmonic are a short drive. Buyers here choose between a condominium with a Gulf view, a villa with low maintenance or a single-family home; association and foundation fees differ a great deal between them, so ask for the full set of budgets before you compare.</p><p><a href="/search?subdivision=Pelican%20Bay">See homes for sale in Pelican Bay</a></p>`,
    hero: demoPicture(
      'community',
      14,
      'A Mediterranean-style clubhouse with arched windows and royal palms behind a resort pool',
    ),
    subdivisions: ['Pelican Bay', 'Bay Colony'],
    highlights: {
      amenities: [
        'Three miles of private beach',
        'Beach trams and boardwalks',
        'Community center and fitness',
        'Tennis',
      ],
      schools: ['Seagate Elementary', 'Pine Ridge Middle School', 'Naples High School'],
      lifestyle: ['Condominium, villa and estate homes', 'Walk to Waterside Shops', 'Gated Bay Colony'],
    },
    sortOrder: 2,
  }),
  demoCommunity({
    slug: 'vanderbilt-beach',
    name: 'Vanderbilt Beach and Naples Park',
    city: 'Naples',
    summary:
      "North Naples by the Gulf: Vanderbilt Beach's high-rises and canal homes, and the walkable grid of Naples Park a few blocks inland.",
    body: `<h2>Vanderbilt Beach</h2><p>Vanderbilt Beach Road ends at one of the most popular public beaches in Collier County, with a parking garage, a concession stand and some of the best sunsets in Naples. North of the road, Gulf-front condominiums line Gulf Shore Drive, and behind them the Vanderbilt Lagoon and its canals give single-family homes a dock and a short run to Wiggins Pass. The Ritz-Carlton Beach Resort and Delnor-Wiggins Pass State Park are both a walk or short bike ride away.</p><h2>Naples Park</h2><p>Across the street lies Naples Park, a grid of modest lots laid out in the 1950s. Its original concrete-block cottages are steadily being replaced by new two-story homes, so the neighborhood offers both the most affordable entry point this close to the Gulf and a good choice of new construction. There is no homeowners association, which appeals to buyers with boats, trucks or plans for a pool.</p><h2>Everyday life</h2><p>Mercato, with its restaurants and Whole Foods, is five minutes east, and Vanderbilt Beach Road connects quickly to I-75. Most homes here lie in flood zones AE or X; the newer homes are built higher, and that shows in their flood insurance premiums.</p><p><a href="/search?subdivision=Naples%20Park&amp;sort=newest">See the newest listings in Naples Park</a></p>`,
    hero: demoPicture('water-view', 23, 'A Gulf beach at sunset with an umbrella, two beach chairs and sea oats'),
    subdivisions: ['Vanderbilt Beach', 'Naples Park'],
    highlights: {
      amenities: [
        'Vanderbilt Beach public access',
        'Delnor-Wiggins Pass State Park',
        'Vanderbilt Lagoon docks',
        'Mercato shops',
      ],
      schools: ['Naples Park Elementary', 'North Naples Middle School', 'Gulf Coast High School'],
      lifestyle: ['No HOA in Naples Park', 'New construction', 'Beach sunsets'],
    },
    sortOrder: 3,
  }),
  demoCommunity({
    slug: 'marco-island',
    name: 'Marco Island',
    city: 'Marco Island',
    summary:
      "The largest of the Ten Thousand Islands: six miles of crescent beach, about a hundred miles of canals, and some of the best boating on Florida's Gulf coast.",
    body: `<h2>An island made for boats</h2><p>Marco Island was an old fishing and clamming village until the Mackle brothers' Deltona Corporation began dredging canals and building homes in 1964. Today most single-family homes sit on a seawalled canal, and the neighborhoods are often described by how quickly their canals reach the Gulf: homes in the Estates and on the larger waterways of the south and west reach open water with no bridges to clear, while others trade a longer run for a lower price.</p><h2>Neighborhoods</h2><p>The Estates cover much of the island's center and south, with waterfront and inland lots. Hideaway Beach, at the island's northern tip, is a gated community of homes and condominiums on its own beach and golf course. Marco Beach is the area along South Collier Boulevard, where high-rise condominiums face the Gulf, and Old Marco, around the historic village near the Marco River, keeps the island's oldest streets, seafood restaurants and the Olde Marco Island Inn.</p><h2>Island life</h2><p>Tigertail Beach, with its lagoon and sandbar, is a favorite for birders; South Marco Beach and the Caxambas boat ramp are at the island's south end. The Marco Island Historical Museum tells the story of the Calusa people, whose famous carved Key Marco Cat was found here in 1896. Marco is its own city with its own police and fire departments, and it sits about 30 minutes south of downtown Naples.</p><p><a href="/search?city=Marco%20Island&amp;waterfront=1">See Marco Island waterfront homes</a></p>`,
    hero: demoPicture('water-view', 31, 'Canal view from a private dock with a white motorboat tied alongside'),
    subdivisions: ['Estates', 'Hideaway Beach', 'Marco Beach', 'Old Marco'],
    highlights: {
      amenities: [
        'Six miles of beach',
        'Tigertail Beach lagoon',
        'Caxambas Park boat ramp',
        'Marco Island Historical Museum',
      ],
      schools: ['Tommie Barfield Elementary', 'Marco Island Academy', 'Manatee Middle School'],
      lifestyle: ['Direct Gulf access', 'Fishing and boating', 'Island village'],
    },
    sortOrder: 4,
  }),
];
