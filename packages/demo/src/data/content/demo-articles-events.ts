import { demoArticle, type DemoArticle } from './demo-article.ts';
import { demoPicture } from './demo-picture.ts';

/** Events and fun facts: what makes life here fun, month by month. */
export const EVENTS_ARTICLES: readonly DemoArticle[] = [
  demoArticle(
    {
      slug: 'burrowing-owls-of-cape-coral',
      category: 'events-and-fun-facts',
      title: "Cape Coral's burrowing owls",
      excerpt:
        "Cape Coral is home to Florida's largest population of burrowing owls, tiny owls that live in holes in the ground on vacant lots all over the city. How to see them, and how to be a good neighbor.",
      body: `<p>Drive around Cape Coral on a spring morning and you may notice small wooden perches and rope circles on vacant lots, and next to them, standing on the ground and staring back at you, an owl about nine inches tall. Cape Coral has the largest population of Florida burrowing owls in the state, and the city has made them its official bird.</p><h2>An owl that lives underground</h2><p>Unlike most owls, the Florida burrowing owl lives in open, sandy ground with short grass, where it digs a burrow up to several feet long. The city's thousands of vacant residential lots, laid out when Cape Coral was planned in the late 1950s, turned out to be ideal habitat. The owls are active during the day, bobbing their heads and calling from their perches, and they feed on insects, lizards and small rodents.</p><h2>Protected by law</h2><p>The Florida burrowing owl is listed as a state-threatened species, and the owls, their eggs and their active burrows are protected. It is illegal to harass them or to fill in or disturb a burrow without a permit from the Florida Fish and Wildlife Conservation Commission. That has a practical side for anyone buying a lot to build on: if an owl burrow is present, the building plan must take it into account and a permit may be needed, so we check every lot our clients consider.</p><h2>How to watch them</h2><ul><li>Nesting season runs from late February to July; the young owls appear at the burrow entrance in spring and are wonderfully photogenic.</li><li>Stay outside the marked perimeter, use binoculars or a long lens, and keep dogs on a leash.</li><li>Never feed the owls or play recorded calls to attract them.</li><li>Cape Coral Friends of Wildlife maintains starter burrows and perches, and their volunteers count the burrows each year.</li></ul><h2>The festival</h2><p>Every February, Cape Coral Friends of Wildlife holds a Burrowing Owl Festival with guided bus tours to active burrows, children's activities and talks about local wildlife. It is one of the most charming events on the Southwest Florida calendar, and a great introduction to the city.</p><p>If the owls make you curious about living here, see our guide to the <a href="/communities/cape-coral-waterfront">Cape Coral waterfront</a>.</p>`,
      cover: demoPicture('aerial', 71, 'Aerial view of a grid of canals lined with homes and pools'),
      authorSlug: 'henry-patel',
      tags: ['Cape Coral', 'wildlife', 'fun facts'],
    },
    '2025-07-30T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'stone-crab-season',
      category: 'events-and-fun-facts',
      title: 'Stone crab season: October 15 to May 1',
      excerpt:
        'The most Southwest Florida of all meals arrives in mid-October. The season, the sizes, the rules that keep it sustainable and how to serve them at home.',
      body: `<p>Every October, restaurant chalkboards from Marco Island to Fort Myers Beach announce the same good news: stone crabs are back. The Florida stone crab season opens on October 15 and closes on May 1, and for those six and a half months the claws are the star of every seafood menu.</p><h2>A sustainable harvest</h2><p>Stone crab fishing is unusual: only the claws are kept. Fishermen pull their traps, remove one or both claws if they meet the minimum size, and return the crab to the water, where it can regrow the claws over several molts. The Florida Fish and Wildlife Conservation Commission sets the rules, and in recent years it raised the minimum claw size to 2 7/8 inches and moved the season's end from mid-May to May 1 to help protect the population. Egg-bearing females may not be harvested.</p><h2>Cooked on the dock</h2><p>Stone crab claws are cooked almost as soon as they come ashore, then chilled on ice. That is why they are almost always served cold. At the fish market you will see them sold by size: medium, large, jumbo and colossal. Mediums are the best value; colossal claws are a celebration.</p><h2>Serving them at home</h2><ul><li>Buy claws already cracked, or crack them yourself with the back of a heavy spoon through a kitchen towel.</li><li>Serve them cold with a mustard sauce: mayonnaise, a spoonful of dry mustard, a little heavy cream and a splash of Worcestershire.</li><li>Plan on four to six medium claws per person as a main course.</li><li>Eat them within a day or two of buying them.</li></ul><h2>Where to go</h2><p>Everglades City, at the edge of the Ten Thousand Islands, calls itself the Stone Crab Capital of the World, and its seafood festival each February is a local tradition. Closer to home, the fish houses on Marco Island and the Naples Bay waterfront buy directly from local boats. Ask any of our agents for their favorite; Ben, who grew up on the Marco River, has opinions.</p>`,
      cover: demoPicture('water-view', 95, 'A fishing boat at a private dock on a calm canal'),
      authorSlug: 'benjamin-morales',
      tags: ['food', 'Marco Island', 'seasons', 'fun facts'],
    },
    '2025-10-15T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'year-of-southwest-florida-events',
      category: 'events-and-fun-facts',
      title: 'A year of Southwest Florida events',
      excerpt:
        'Spring training, the Edison Festival of Light, the Sanibel Shell Festival, swamp buggies and boat parades: our month-by-month calendar of local favorites.',
      body: `<p>New neighbors often ask us what there is to do here beyond the beach. The answer is: a great deal, especially from November to April. Here is the calendar our team looks forward to every year. Dates change from year to year, so check each organizer's website before you plan.</p><h2>January</h2><p>The Naples Winter Wine Festival, held in late January, is one of the most successful charity wine auctions in the country; its proceeds support children's programs in Collier County through the Naples Children and Education Foundation. Art fairs fill Fifth Avenue South and downtown Fort Myers most weekends in season.</p><h2>February</h2><p>Fort Myers celebrates Thomas Edison's birthday with the Edison Festival of Light, a tradition since 1938 that ends with a grand parade through downtown. Cape Coral holds its Burrowing Owl Festival, and spring training begins: both the Boston Red Sox, at JetBlue Park, and the Minnesota Twins, at Hammond Stadium, train in Fort Myers, so you can see major-league baseball a short drive from home.</p><h2>March</h2><p>The Sanibel Shell Festival, held since 1937, shows off the island's famous shells with exhibits, a juried show and shell crafts. Spring training continues through the month, and it is the last busy month for most restaurants before the season winds down.</p><h2>Spring and summer</h2><p>From May 1, sea turtles begin nesting on our beaches, and many communities ask residents to keep beachfront lights off after dark through October. Summer is the quiet season: restaurants offer deals, traffic eases and afternoon thunderstorms roll in like clockwork.</p><h2>Autumn</h2><p>Stone crab season opens on October 15, and the Swamp Buggy races, a Naples tradition since 1949, run at the Florida Sports Park in East Naples on several weekends through the year. In November the winter residents return and the calendar fills again.</p><h2>December</h2><p>Boat parades light up Naples Bay, the Cape Coral canals and the Caloosahatchee, the Christmas trees go up along Fifth Avenue South and Third Street South, and the Edison and Ford Winter Estates hosts its holiday nights.</p><p>Whatever the month, the best view in town is still free: the sunset from any public beach access. Find a home near your favorite events with our <a href="/search/map">map search</a>.</p>`,
      cover: demoPicture('pier', 55, 'A crowd-free beach and pier under a bright sky with puffy clouds'),
      authorSlug: 'lauren-vasquez',
      tags: ['events', 'things to do', 'seasons'],
    },
    '2025-12-17T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'where-to-see-manatees-in-winter',
      category: 'events-and-fun-facts',
      title: 'Where to see manatees in winter',
      excerpt:
        'When the Gulf cools, manatees gather in warm water. The best places to see them near Fort Myers and Naples, and how to watch without disturbing them.',
      body: `<p>Florida manatees cannot tolerate cold water for long. When the Gulf drops below about 68 degrees, usually between December and March, they move into warmer springs, rivers and canals, and that is the best time to see them. Southwest Florida has some excellent places to do it.</p><h2>Lee County Manatee Park</h2><p>On the Orange River in Fort Myers, next to the outflow canal of a power plant, Manatee Park is the most reliable place in the region to see manatees in winter. On a cold morning dozens can be resting in the warm water, surfacing to breathe a few feet from the observation decks. The park has a small visitor center, volunteer naturalists on busy days and kayak rentals, and its butterfly and native plant gardens are worth a visit in any season.</p><h2>On the water</h2><p>Manatees also graze in the seagrass of Estero Bay, Matlacha Pass, Rookery Bay and the Ten Thousand Islands. Paddling the quiet canals and mangrove creeks near Koreshan State Park, Lovers Key State Park or Port of the Islands, you have a good chance of an encounter. Guided kayak tours know the best spots for the day's tide and temperature.</p><h2>How to watch responsibly</h2><ul><li>Look, but do not touch, feed or give water to manatees; it is against state and federal law, and it teaches them to approach people and boats.</li><li>In a kayak, keep your distance and let a manatee choose whether to come closer.</li><li>Obey manatee protection zones when boating. Slow speed zones are marked on the water, and many apply from mid-November to the end of April.</li><li>If you see an injured, orphaned or dead manatee, or one being harassed, call the Florida Fish and Wildlife Conservation Commission's Wildlife Alert hotline, 888-404-3922.</li></ul><h2>Why they need care</h2><p>Manatees were reclassified from endangered to threatened in 2017, but the loss of seagrass has caused serious mortality events in parts of Florida in recent years, and boat strikes remain a leading human-related cause of death. Every boater who slows down makes a difference.</p><p>Many of our waterfront clients see manatees from their own docks on a warm winter afternoon. If that sounds like home, browse <a href="/search?city=Fort%20Myers&amp;waterfront=1">Fort Myers waterfront homes</a>.</p>`,
      cover: demoPicture('water-view', 130, 'A motorboat beside a wooden dock on a wide waterway lined with trees'),
      authorSlug: 'lauren-vasquez',
      tags: ['wildlife', 'Fort Myers', 'things to do', 'seasons'],
    },
    '2026-01-14T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'sea-turtle-nesting-season',
      category: 'events-and-fun-facts',
      title: 'Lights out for sea turtles, May through October',
      excerpt:
        'From May 1 to October 31, loggerhead sea turtles nest on our beaches. What beachfront owners and visitors can do to help the hatchlings reach the Gulf.',
      body: `<p>On a summer night on almost any Southwest Florida beach, a loggerhead sea turtle weighing two or three hundred pounds may haul herself out of the surf, dig a nest above the high-tide line and lay around a hundred eggs. About two months later the hatchlings dig out, usually at night, and head for the brightest horizon, which on a natural beach is the moonlit Gulf. Our job, as neighbors, is to make sure it still is.</p><h2>The season</h2><p>Sea turtle nesting season in Collier and Lee counties runs from May 1 through October 31. Most nests here are loggerheads; green turtles nest in smaller numbers, and Kemp's ridleys and leatherbacks occasionally. Trained volunteers and staff walk the beaches every morning at dawn, marking new nests with stakes and tape and recording how each one fares.</p><h2>Why lights matter</h2><p>Artificial light is the biggest threat to hatchlings on developed beaches. A porch light, a pool light or a bright window can draw hatchlings away from the water, where they die of exhaustion, dehydration or predators. That is why coastal cities and counties have lighting ordinances for beachfront properties during nesting season.</p><h2>If you live or stay on the beach</h2><ul><li>Turn off or shield outdoor lights visible from the beach after dark, and close blinds and curtains at night.</li><li>Use turtle-friendly fixtures: low, shielded and amber or red.</li><li>Remove beach chairs, umbrellas and toys from the sand every evening.</li><li>Fill in holes and knock down sandcastles before you leave; they trap both nesting turtles and hatchlings.</li></ul><h2>If you see a turtle</h2><p>Keep your distance, stay behind her and stay quiet. Never use a flashlight, phone light or flash photography. If you see a turtle or hatchlings in trouble, or someone disturbing a nest, call the Florida Fish and Wildlife Conservation Commission's Wildlife Alert hotline, 888-404-3922.</p><h2>Get involved</h2><p>Local programs welcome volunteers, and some offer supervised nest excavations after hatching, which are open to the public and unforgettable for children. Our colleague Ethan has monitored nests on Sanibel for years and is happy to tell you how to start. Ask him when you <a href="/contact-us">get in touch</a>.</p>`,
      cover: demoPicture('water-view', 116, 'A Gulf beach with sea oats in the foreground and a pier in the distance'),
      authorSlug: 'ethan-garcia',
      tags: ['wildlife', 'beaches', 'seasons', 'sea turtles'],
    },
    '2026-04-29T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'holiday-boat-parades-2026',
      category: 'events-and-fun-facts',
      title: 'Holiday boat parades, 2026',
      excerpt:
        'Where to watch the lighted boat parades on Naples Bay, in Cape Coral and on the Caloosahatchee this December.',
      body: `<p>We will publish the dates, routes and best viewing spots for this year's lighted boat parades once the organizers announce them.</p><ul><li>Naples Bay, from the City Dock to Gordon Pass.</li><li>Cape Coral's canals and the Yacht Club.</li><li>The Caloosahatchee along the Fort Myers riverfront.</li></ul>`,
      cover: demoPicture('water-view', 123, 'Sunset over the Gulf from a beach with an umbrella and two chairs'),
      authorSlug: 'benjamin-morales',
      tags: ['events', 'boating', 'holidays'],
    },
    null,
  ),
];
