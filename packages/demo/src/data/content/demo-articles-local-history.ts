import { demoArticle, type DemoArticle } from './demo-article.ts';
import { demoPicture } from './demo-picture.ts';

/** Local history: the places and people that shaped Southwest Florida. */
export const LOCAL_HISTORY_ARTICLES: readonly DemoArticle[] = [
  demoArticle(
    {
      slug: 'naples-pier-history',
      category: 'local-history',
      title: 'The Naples Pier, from freight dock to town landmark',
      excerpt:
        'Built in 1888 to bring visitors and freight ashore, destroyed and rebuilt again and again, the pier at the end of 12th Avenue South is the thread that runs through Naples history.',
      body: `<p>Long before there was a Fifth Avenue South or a Tamiami Trail, the only practical way to reach Naples was by water. In 1888 the town's founders, a group of Kentucky investors led by Louisville newspaper publisher Walter Haldeman, built a 600-foot T-shaped pier into the Gulf so that steamers from Fort Myers and Key West could land passengers, mail and supplies. The Naples Hotel opened a short walk away the following year, and for decades the pier was the town's front door.</p><h2>Storms and rebuilding</h2><p>The pier has been knocked down almost as often as it has been built. A hurricane in 1910 destroyed much of it, and it was rebuilt. The great hurricane of 1926 did the same. A fire in 1922 damaged it, and Hurricane Donna in 1960 left little standing. Each time Naples chose to rebuild, and each rebuilding was a little sturdier than the last. When Hurricane Ian's storm surge swept over the coast in September 2022, the pier was badly damaged again, and the city committed to rebuilding it to current engineering standards.</p><p>That stubbornness says something about the town. The pier has not carried freight for a century, yet Naples treats it as essential, because it is where residents and visitors alike go to mark the end of the day.</p><h2>What the pier is today</h2><p>For most of its modern life the pier has been a place for three things: fishing, people-watching and sunsets. Anglers are allowed to fish from the pier without an individual saltwater licence, because the city holds a licence that covers it, and on a winter morning you will see snook, sheepshead and Spanish mackerel come over the rails. Dolphins often feed just beyond the end, and brown pelicans wait patiently for a share of the bait.</p><p>At sunset the crowd changes: couples, families and visitors with phones held high, all facing west. If you want a quieter visit, come at sunrise, when the light falls on the beach houses along Gordon Drive and the pier is nearly empty.</p><h2>Visiting</h2><p>The pier stands at the west end of 12th Avenue South, a short walk from Third Street South and from the historic Palm Cottage, one of the oldest homes in Naples and now the Naples Historical Society's museum. Parking near the pier is metered and fills quickly in season, so many residents walk or bike. Check the City of Naples website for current hours and any construction closures before you go.</p><p>For the homes closest to this stretch of beach, see our guide to <a href="/communities/naples">Naples neighborhoods</a>.</p>`,
      cover: demoPicture(
        'pier',
        12,
        'A long wooden pier reaching into the Gulf of Mexico on a sunny day, with a palm on the beach',
      ),
      authorSlug: 'amelia-delgado',
      tags: ['Naples', 'Naples Pier', 'history', 'beaches'],
    },
    '2025-05-14T13:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'koreshan-state-park-estero',
      category: 'local-history',
      title: "Koreshan State Park and Estero's utopian settlers",
      excerpt:
        "In 1894 a religious community that believed we live on the inside of a hollow Earth settled on the Estero River. Their village is now one of Southwest Florida's most unusual state parks.",
      body: `<p>Drive south on US 41 through Estero and you pass a shady stretch of river, a few historic buildings and a sign for Koreshan State Park. Behind it lies one of the strangest and most interesting stories in Florida history.</p><h2>Cyrus Teed and the Koreshan Unity</h2><p>Cyrus Teed was a physician from upstate New York who, after what he described as an illumination in 1869, took the name Koresh and began teaching a new faith. Its ideas were unusual even for the nineteenth century: property held in common, celibacy for the inner circle, equality between men and women, and a cosmology Teed called the Cellular Cosmogony, which held that the Earth is a hollow sphere and that we live on its inside surface, with the sun at the center.</p><p>In 1894 Teed and a small group of followers left Chicago for land on the Estero River, where they hoped to build a great city. At its height around 1905 the Koreshan Unity had perhaps two hundred members. They ran a bakery, a general store, a printing press that published their newspaper, a boat works and a power plant, and they staged concerts and plays in their Art Hall. Members even carried out a survey on the beach near Naples with an apparatus they called the rectilineator, which they believed proved the Earth's surface curved upward.</p><h2>From village to park</h2><p>Teed died in 1908, and without him the community slowly dwindled. In 1961 the last four members deeded their land to the State of Florida, and it became Koreshan State Park. Today you can walk the settlement grounds and visit restored buildings including the Planetary Court, where the community's leading women lived, the Founder's House and the Art Hall, which still holds the group's musical instruments and models of their hollow-Earth universe. Rangers and volunteers lead tours, and the park hosts living-history events through the winter.</p><h2>The river</h2><p>Koreshan's other treasure is the Estero River. A canoe and kayak launch in the park lets you paddle down the river, under a canopy of oaks and mangroves, toward Estero Bay. Keep going and you reach Mound Key, a shell island built by the Calusa that served as the capital of their kingdom. The park also has a campground shaded by palms and live oaks, popular with visitors in the cooler months.</p><p>Koreshan State Park is a few minutes from the <a href="/communities/estero">Estero communities</a> our team works in every week, and it is one of the first places we take new neighbors.</p>`,
      cover: demoPicture(
        'landmark',
        31,
        'A historic two-story white frame building with wide verandas beside a large banyan tree',
      ),
      authorSlug: 'henry-keller',
      tags: ['Estero', 'history', 'state parks', 'Estero River'],
    },
    '2025-06-18T13:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'edison-ford-winter-estates',
      category: 'local-history',
      title: 'Edison and Ford: two famous neighbors on the Caloosahatchee',
      excerpt:
        'Thomas Edison wintered in Fort Myers for more than four decades, and Henry Ford bought the house next door. Their estates, laboratory and giant banyan tree are the best history lesson in Lee County.',
      body: `<p>In 1885 Thomas Edison, then 38 and recently widowed, visited a small cattle town on the Caloosahatchee River and bought thirteen acres on the riverbank. The next year he and his new wife, Mina, moved into Seminole Lodge, a pair of prefabricated houses shipped down from Maine. Edison would spend much of almost every winter in Fort Myers until shortly before his death in 1931, and the town has never forgotten it.</p><h2>Friends next door</h2><p>Henry Ford had worked for the Edison Illuminating Company as a young engineer, and he revered his former boss. In 1916 he bought the house next to Seminole Lodge, known as The Mangoes, so that the two families could spend their winters side by side. Harvey Firestone was a frequent visitor, and the three men, along with naturalist John Burroughs, became famous for their camping trips, which the newspapers followed closely.</p><h2>The rubber laboratory</h2><p>In 1927 Edison, Ford and Firestone founded the Edison Botanic Research Corporation to find a plant that could produce rubber in the United States, in case a war cut off supplies from overseas. The laboratory Edison built in Fort Myers the following year tested thousands of plants; the best candidate turned out to be goldenrod. The work never became a commercial success, but the laboratory still stands, restored, with its original equipment.</p><h2>The gardens and the banyan</h2><p>The estates cover about twenty acres of gardens with hundreds of plant species, many collected by Edison for his experiments. The most famous is the banyan tree near the entrance: planted in 1925 from a small cutting given by Firestone, it now spreads across almost an acre and is one of the largest banyans in the continental United States. Outside the gates, the royal palms along McGregor Boulevard, first planted by Edison, gave Fort Myers its nickname, the City of Palms.</p><h2>Visiting and celebrating</h2><p>Edison and Ford Winter Estates is open daily, with guided and self-guided tours of both homes, the laboratory and a museum of Edison's inventions and Ford's cars. Every February, Fort Myers celebrates Edison's birthday with the Edison Festival of Light, a tradition since 1938 that ends with a grand parade downtown.</p><p>If you would like to live within walking distance of the estates, read about <a href="/communities/historic-fort-myers">McGregor and the River District</a>.</p>`,
      cover: demoPicture(
        'landmark',
        44,
        'A historic white riverfront home with two levels of porches and a huge banyan tree on the lawn',
      ),
      authorSlug: 'henry-patel',
      tags: ['Fort Myers', 'history', 'Edison', 'museums'],
    },
    '2025-08-06T13:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'sanibel-causeway-history',
      category: 'local-history',
      title: 'Getting to Sanibel: the ferry, the causeway and the 2022 rebuild',
      excerpt:
        'For most of its history Sanibel was reached only by boat. The causeway changed the island in 1963, and after Hurricane Ian it was rebuilt in weeks. Here is the story of the road to the island.',
      body: `<p>There is only one road onto Sanibel, and almost everyone who lives on the island has a story about it. The three-mile Sanibel Causeway, with its two causeway islands and three bridges across San Carlos Bay, is the reason the island is reachable at all by car, and it has shaped Sanibel's character for more than sixty years.</p><h2>The ferry years</h2><p>Until the 1960s the only way to reach Sanibel and Captiva was by boat. Ferries ran from Punta Rassa on the mainland, carrying a handful of cars at a time, and in the busy season the wait could stretch for hours. The island had a lighthouse, built at Point Ybel in 1884, a few small farms and fishing camps, and a small community of winter residents who liked it just that way.</p><h2>The 1963 causeway</h2><p>Lee County opened the causeway in May 1963, and the island changed quickly. Visitors and new residents arrived by the thousand, and by the early 1970s islanders worried that Sanibel would be overbuilt like much of the Florida coast. Their answer was to incorporate: the City of Sanibel was founded in 1974 and adopted a land use plan that protected wetlands, limited density and kept buildings low. Much of what visitors love about Sanibel today, from its bike paths to its dark beaches at night, follows from that decision.</p><h2>Replacing the drawbridge</h2><p>The original causeway included a drawbridge that opened for boats and was a frequent cause of delays. In 2007 the county completed a new high-level span, which lets boats pass underneath without stopping traffic. A toll is charged on the way onto the island, and many residents use a transponder or a discount program.</p><h2>After Hurricane Ian</h2><p>On September 28, 2022, Hurricane Ian's storm surge washed away sections of the causeway islands and the approaches to the bridges, leaving Sanibel cut off from the mainland. The bridge spans themselves survived, and crews working around the clock rebuilt the washed-out sections in about three weeks, reopening the road to residents and recovery crews on October 19. Permanent repairs followed over the next year, raising and armoring the causeway islands.</p><p>The causeway islands are again a favorite spot for windsurfing, fishing and watching the sunset over the bay. If Sanibel is on your list, our island specialist can explain what to look for in a home here; start with our <a href="/communities/sanibel-island">Sanibel Island guide</a>.</p>`,
      cover: demoPicture('water-view', 134, 'Sunset over calm water seen from a wooden dock'),
      authorSlug: 'ethan-garcia',
      tags: ['Sanibel', 'history', 'Hurricane Ian', 'bridges'],
    },
    '2025-10-22T13:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'tamiami-trail-barron-collier',
      category: 'local-history',
      title: 'How the Tamiami Trail and Barron Collier made Collier County',
      excerpt:
        'A road across the Everglades and an advertising millionaire with a taste for big projects turned a frontier into a county. The story of the Tamiami Trail, completed in 1928.',
      body: `<p>Today US 41 is the road you take to the grocery store. A century ago it was one of the most ambitious construction projects in America, and without it Naples might still be a quiet fishing village.</p><h2>A road from Tampa to Miami</h2><p>In the 1910s, the only practical way to travel between Florida's Gulf and Atlantic coasts in the south of the state was by boat around the peninsula. Boosters proposed a highway from Tampa to Miami, quickly nicknamed the Tamiami Trail. Building the northern section along the coast was straightforward; the stretch across the Everglades and the Big Cypress Swamp was not. Crews had to blast the limestone beneath the swamp with dynamite, use the rock to build up a roadbed, and dig the canal that still runs beside the road today.</p><h2>Barron Collier steps in</h2><p>By the early 1920s the project had stalled for lack of money. Barron Gift Collier, a Memphis-born millionaire who had made his fortune selling advertising on streetcars, had been buying land in Southwest Florida since 1911 and owned more than a million acres. He offered to finance the completion of the road through his land if the state would create a new county. The legislature agreed, and in 1923 Collier County was carved out of Lee County, with Everglades City, Collier's company town, as its first county seat.</p><p>Collier poured money and equipment into the road, and in April 1928 the Tamiami Trail officially opened, celebrated with a motorcade that drove from Tampa to Miami. The journey that had taken days by boat could now be made in a day by car.</p><h2>What followed</h2><p>The Depression slowed growth for a while, but the trail made everything that came after possible. Naples grew steadily along the road, and in 1962, after Hurricane Donna had damaged Everglades City, the county seat moved to Naples, where the government center on US 41 stands today.</p><h2>Seeing the history</h2><p>Drive east on the trail from Naples and you pass the old Everglades City turn-off, the Smallwood Store in Chokoloskee, which dates to 1906, and the Big Cypress National Preserve visitor centers. The Collier County Museum, on the government center grounds in Naples, tells the full story with photographs of the road crews and the great walking dredge that helped build it.</p>`,
      cover: demoPicture('aerial', 19, 'Aerial view over a neighborhood of homes, streets and trees'),
      authorSlug: 'rachel-ellis',
      tags: ['Naples', 'Collier County', 'history', 'Tamiami Trail'],
    },
    '2026-01-28T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'calusa-mound-key-key-marco-cat',
      category: 'local-history',
      title: "The Calusa: Southwest Florida's first builders",
      excerpt:
        'Long before the first Spanish ships arrived, the Calusa built islands from shells, ruled the coast from Mound Key and carved the Key Marco Cat. Where to see their world today.',
      body: `<p>When Spanish explorers reached Southwest Florida in the early 1500s, they met a powerful people who ruled the coast from Charlotte Harbor to the Ten Thousand Islands. The Calusa did not farm; they lived from the extraordinarily rich waters of the estuaries, and with what they caught they built a complex society with a king, priests, warriors, artists and towns of thousands of people.</p><h2>A kingdom built of shells</h2><p>The Calusa left their mark on the landscape itself. Over centuries they piled up shells, bones and earth into mounds, ridges, canals and even whole islands. Mound Key, in Estero Bay, rises more than thirty feet above the water and is believed to have been Calos, the capital where the king lived and where the Spanish briefly built a fort and mission in the 1560s. Today it is an archaeological state park, reachable only by boat or kayak.</p><h2>The Key Marco Cat</h2><p>In 1896 the archaeologist Frank Hamilton Cushing excavated a waterlogged site on Marco Island and found something extraordinary: wooden objects, preserved in the mud for centuries, including masks, tools and painted panels. The most famous is a small kneeling figure with the head of a cat, about six inches tall, now known as the Key Marco Cat. It is one of the finest pieces of pre-Columbian art ever found in North America. The original belongs to the Smithsonian, and the Marco Island Historical Museum has a gallery devoted to the Calusa and the Cushing expedition.</p><h2>What happened to the Calusa</h2><p>The Calusa resisted Spanish attempts to conquer and convert them for two centuries. Disease brought by Europeans, and raids by other groups allied with the British in the early 1700s, finally broke their power, and the last Calusa are thought to have left for Cuba by the middle of that century.</p><h2>Where to see their world</h2><ul><li>Mound Key Archaeological State Park, by kayak from Koreshan State Park or Lovers Key.</li><li>The Calusa Heritage Trail at the Randell Research Center on Pine Island, with shell mounds, canals and signs that explain them.</li><li>The Mound House on Fort Myers Beach, a museum built on a Calusa shell mound.</li><li>The Marco Island Historical Museum and its Key Marco Cat gallery.</li></ul><p>Many of our clients are surprised to learn that the shell ridge under their neighborhood may be a thousand years old. It is one more reason to love living here.</p>`,
      cover: demoPicture(
        'water-view',
        108,
        'Calm water at golden hour seen from a wooden dock, with trees and houses on the far shore',
      ),
      authorSlug: 'benjamin-morales',
      tags: ['Marco Island', 'Estero Bay', 'history', 'Calusa'],
    },
    '2026-05-06T13:00:00.000Z',
  ),
];
