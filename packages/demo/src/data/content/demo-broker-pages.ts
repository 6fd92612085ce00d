import { brokerPageSlug, type SitePageFields } from '@app/domain';

/** One page per broker of the team (`broker-{agentSlug}`). */
export const DEMO_BROKER_PAGES: readonly SitePageFields[] = [
  {
    slug: brokerPageSlug('amelia-delgado'),
    title: 'Amelia Delgado, Broker / Owner',
    intro: 'Amelia founded Palmetto Realty Group in 2009 and has been its broker of record ever since.',
    body: `<h2>From hotels to homes</h2><p>Amelia grew up in Miami and came to Naples in 2001 to manage guest services at a Gulf-front resort. Eight years of looking after demanding guests taught her the two habits she brought to real estate: answer quickly, and notice the details no one else does. She earned her sales associate licence in 2005, her broker licence in 2008, and opened Palmetto Realty Group the following year, in the depths of the downturn, with two agents and a borrowed desk.</p><h2>As broker</h2><p>Amelia reviews every contract and addendum the team writes, oversees the brokerage's escrow account and compliance, and leads the Tuesday sales meeting. She mentors each new agent personally for their first year, and she still carries her own listings, mostly in Port Royal, Aqualane Shores and Olde Naples.</p><h2>Recognition and service</h2><ul><li>More than $750 million in career sales volume across Collier County.</li><li>Past chair of her local Realtor association's professional standards committee.</li><li>Board member of a Naples nonprofit that provides after-school programs for children.</li></ul><h2>In her own words</h2><blockquote><p>The best compliment I can receive is a client who calls me ten years later to sell the house I helped them buy.</p></blockquote><p><a href="/about/meet-our-agents/amelia-delgado">See Amelia's listings and reviews</a> or call her at (239) 555-0143.</p>`,
  },
  {
    slug: brokerPageSlug('henry-keller'),
    title: 'Henry Keller, Broker Associate',
    intro:
      "Henry leads the team's relocation practice and its work in the golf and lake communities of Estero and Bonita Springs.",
    body: `<h2>An engineer's eye</h2><p>Before real estate, Henry spent fourteen years as a civil engineer in Ohio, designing drainage and roads for new neighborhoods. He moved to Estero in 2004, earned his Florida sales associate licence the same year and his broker licence in 2011, and joined Palmetto Realty Group in 2013. He still reads a survey, a drainage plan or an elevation certificate before he reads a listing description.</p><h2>Relocation</h2><p>About half of Henry's clients are moving to Southwest Florida from another state, often buying a winter home first and moving for good a few years later. He has built a relocation process around them: video tours, a written neighborhood comparison, introductions to insurance agents, lenders and schools, and a closing that can be completed entirely from out of state when necessary.</p><h2>Golf and lake communities</h2><p>Henry knows the clubs of Estero and Bonita Springs in detail: how memberships are structured, what initiation and dues really cost, how the clubs are financed and which have spent their reserves wisely. His buyers compare Miromar Lakes, The Brooks, Grandezza, Pelican Landing and Bonita Bay with clear figures in front of them.</p><h2>Outside work</h2><p>Henry coaches a youth soccer team in Estero every spring, plays golf when he can and is a member of a local German-American club, where he keeps his German in practice.</p><p><a href="/about/meet-our-agents/henry-keller">See Henry's listings and reviews</a> or call him at (239) 555-0147.</p>`,
  },
];
