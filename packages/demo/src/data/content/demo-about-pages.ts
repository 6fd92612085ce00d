import type { SitePageFields } from '@app/domain';

/** The about-us pages: about, our brokerage, areas of service, testimonials and sales results. */
export const DEMO_ABOUT_PAGES: readonly SitePageFields[] = [
  {
    slug: 'about',
    title: 'About the Palmetto Team',
    intro:
      "Southwest Florida's Premier Real Estate Team: eight agents and one office on Fifth Avenue South, helping people buy and sell homes from Marco Island to Cape Coral since 2009.",
    body: `<p>The Palmetto Team is the residential sales team of Palmetto Realty Group, an independent brokerage founded in Naples in 2009 by Amelia Delgado. We are small on purpose: eight licensed agents who know each other's strengths, share what we learn every week and back each other up, so every client gets one agent they know and a whole team behind them.</p><h2>What we do</h2><p>We represent buyers and sellers of homes, condominiums, villas and land across Collier and Lee counties: Naples, Marco Island, Bonita Springs, Estero, Fort Myers, Fort Myers Beach, Sanibel and Cape Coral. Between us we have more than a hundred years of local experience, including specialists in waterfront and boating homes, golf communities, condominiums, island properties, investment property and 55-plus living.</p><h2>How we work</h2><ul><li><strong>Local knowledge first.</strong> We preview homes in person, read association documents and elevation certificates, and know the difference between two streets in the same neighborhood.</li><li><strong>Honest advice.</strong> We tell you what we think a home is worth and why, in writing, even when it is not what you hoped to hear.</li><li><strong>Always reachable.</strong> Someone from the team answers the phone seven days a week.</li><li><strong>A broker who reads every contract.</strong> Our broker reviews every contract and addendum before it is sent.</li></ul><h2>Our community</h2><p>We live here, our children go to school here, and we volunteer here: with sea turtle monitoring on Sanibel, youth sports in Estero, literacy programs in Naples and the historical society on Marco Island. When you work with us, you are working with neighbors.</p><p><a href="/about/meet-our-agents">Meet our agents</a>, read what <a href="/about/testimonials">our clients say</a>, or see <a href="/about/our-sales-results">our recent sales</a>.</p>`,
  },
  {
    slug: 'our-brokerage',
    title: 'Our brokerage',
    intro:
      'Palmetto Realty Group is an independent, locally owned Florida real estate brokerage with its office at 800 Fifth Avenue South in Naples.',
    body: `<h2>Independent and local</h2><p>Palmetto Realty Group is not part of a national franchise. Our decisions are made in Naples, by people who live here, and we answer to our clients rather than to a corporate office. Being independent lets us choose our own tools and partners and spend our marketing budget where it works for Southwest Florida homes.</p><h2>Licensed and accountable</h2><p>The brokerage is licensed by the Florida Real Estate Commission, and every agent on the team holds an active Florida real estate licence. Our broker of record is Amelia Delgado; Henry Keller is a licensed broker associate. We are members of the local Realtor associations and participants in the regional multiple listing service, and we follow the Realtor Code of Ethics and all federal, state and local fair housing laws.</p><h2>How we handle your money and your paperwork</h2><ul><li>Escrow deposits are held in a dedicated escrow account at a Florida bank, reconciled monthly as state rules require, or by the title company named in your contract.</li><li>Every contract and addendum is reviewed by a broker before it is sent.</li><li>Transaction records are kept securely for at least five years, as Florida law requires.</li></ul><h2>Our office</h2><p>Our office is on Fifth Avenue South, in the heart of Naples, a few blocks from the beach. Stop by for a coffee and a map of the neighborhoods, or call us at (239) 555-0142. We are open Monday to Friday from 9 to 5:30 and on Saturday from 10 to 3. The office is closed on Sundays, when we show homes by appointment, and someone always answers the phone.</p><h2>Leadership</h2><p>Read more about our broker, <a href="/about/meet-our-agents/amelia-delgado">Amelia Delgado</a>, and our broker associate, <a href="/about/meet-our-agents/henry-keller">Henry Keller</a>.</p>`,
  },
  {
    slug: 'areas-of-service',
    title: 'Areas of service',
    intro:
      'We help buyers and sellers throughout Collier and Lee counties, from Marco Island in the south to Cape Coral in the north.',
    body: `<h2>Collier County</h2><ul><li><strong>Naples</strong>: Olde Naples, Aqualane Shores, Port Royal, the Moorings, Park Shore, Pelican Bay, Vanderbilt Beach, Naples Park and the golf communities of North and East Naples, including Grey Oaks, Mediterra, Quail West, Tiburon, Lely Resort and Fiddler's Creek.</li><li><strong>Marco Island</strong>: the Estates, Hideaway Beach, the Gulf-front condominiums of Marco Beach and Old Marco.</li></ul><h2>Lee County</h2><ul><li><strong>Bonita Springs</strong>: Bonita Bay, Pelican Landing, Shadow Wood, Spanish Wells, Bonita National and Bonita Beach.</li><li><strong>Estero</strong>: Miromar Lakes, The Brooks, Grandezza, West Bay Club and Wildcat Run.</li><li><strong>Fort Myers</strong>: McGregor Boulevard, the River District, Gulf Harbour, the Forest, Fiddlesticks, Crown Colony and Verandah.</li><li><strong>Fort Myers Beach and Sanibel</strong>: island homes, condominiums and lots ready for rebuilding.</li><li><strong>Cape Coral</strong>: Cape Harbour, Tarpon Point, the Yacht Club and the city's Gulf-access canal neighborhoods.</li></ul><h2>Beyond our core area</h2><p>We also help clients in Lehigh Acres, Punta Gorda and Port Charlotte, usually together with trusted colleagues who work there every day. If you are moving to Southwest Florida from elsewhere, we can advise you on every part of the region before you narrow your search.</p><p>Read our <a href="/communities">community guides</a>, or <a href="/search/map">search the whole region on the map</a>.</p>`,
  },
  {
    slug: 'testimonials',
    title: 'What our clients say',
    intro: 'Words from buyers and sellers we have worked with, shared with their permission.',
    body: `<p>Nothing means more to us than a client who recommends us to a friend. These testimonials come from buyers and sellers across Southwest Florida who agreed to share their experience. We publish them as written, and we show every rating, not only the perfect ones.</p><p>Worked with us recently? We would be grateful to hear from you through our <a href="/contact-us">contact page</a>.</p>`,
  },
  {
    slug: 'sales-results',
    title: 'Our sales results',
    intro:
      'Homes the Palmetto Team has recently sold for sellers and bought for buyers across Collier and Lee counties.',
    body: `<p>A selection of our recent sales: each one closed with a member of our team representing the seller (listing side) or the buyer (buyer side). The full record of our sales is in the MLS, and we are glad to share it. Prices are the final sale prices recorded at closing. Filter by city or side to see the homes most like yours, and ask us about any of them: we are happy to explain how a price was reached.</p><p>Thinking of selling? <a href="/sell">Ask for a free pricing review</a>.</p>`,
  },
];
