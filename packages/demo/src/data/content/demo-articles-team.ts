import { demoArticle, type DemoArticle } from './demo-article.ts';
import { demoPicture } from './demo-picture.ts';

/** The team's own articles, listed at /resources/{teamSlug}-articles. */
export const TEAM_ARTICLES: readonly DemoArticle[] = [
  demoArticle(
    {
      slug: 'how-the-palmetto-team-works',
      category: 'team-articles',
      title: 'How the Palmetto Team works, and why we work that way',
      excerpt:
        'One agent you know, seven colleagues behind them, and a broker who reads every contract. Our founder on the way the team is built.',
      body: `<p>When I opened Palmetto Realty Group in 2009, the Naples market was at the bottom of the worst downturn most of us had ever seen. Homes sat for a year. Sellers were frightened and buyers were suspicious. The agents who did well were the ones who picked up the phone, knew their numbers and told people the truth. Those are still the rules we work by.</p><h2>One agent you know</h2><p>Every client has one lead agent, who is their contact from the first conversation to the day after closing and beyond. You will never be handed to an assistant you have not met. But your agent is not alone: behind them are seven colleagues who each know something deeply. If you are buying on Sanibel, Ethan reads the elevation certificates. If the condominium you love has a complicated budget, Nicole goes through it. If you are moving from another state, Henry Keller has done it for hundreds of families.</p><h2>The Tuesday meeting</h2><p>Every Tuesday morning the whole team meets in our office on Fifth Avenue South. We go through every active listing and every buyer under contract, share what we have seen in the market that week, and look for problems before they become problems. It is the most valuable hour of our week, and our clients benefit from it without ever seeing it.</p><h2>A broker who reads every contract</h2><p>As the broker, I review every contract and addendum the team writes before it is sent. That is unusual in a brokerage of our size, and it takes time, but it means our clients get the benefit of more than twenty-five years of contracts: the clause that protects a buyer when an association approval takes longer than expected, or the addendum that keeps a seller from paying twice for the same repair.</p><h2>What we will not do</h2><ul><li>We will not tell you a price you want to hear to win your listing.</li><li>We will not encourage you to skip an inspection.</li><li>We will not show you only the homes that pay us best.</li></ul><h2>Giving back</h2><p>The team volunteers as a group twice a year, and each of us supports a cause of our own, from sea turtle monitoring to youth soccer and adult literacy. This is our home too, and we want it to be a good one.</p><p>If you would like to meet any of us, <a href="/about/meet-our-agents">start with our agents' pages</a> or simply call the office. Someone always answers.</p>`,
      cover: demoPicture('exterior', 90, 'A white single-story home with shutters, a teal front door and palm trees'),
      authorSlug: 'amelia-delgado',
      tags: ['about us', 'our team', 'working with us'],
    },
    '2025-06-04T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'what-a-palmetto-listing-includes',
      category: 'team-articles',
      title: 'What a Palmetto Team listing includes',
      excerpt:
        'Pricing review, preparation plan, professional photography, twilight photos, a floor plan, open houses and a weekly report. Everything we do when we list your home.',
      body: `<p>Sellers often ask what they get when they list with us. The answer is a process we have refined over hundreds of listings, and it begins weeks before your home appears online.</p><h2>Before the listing</h2><ul><li><strong>A pricing review.</strong> We study every comparable sale in your neighborhood from the last two years, the homes you will compete with, and the homes that did not sell. You receive a written report with a recommended price and the reasons for it.</li><li><strong>A preparation plan.</strong> I walk through your home with you and write a short, prioritized list: what to repair, what to clean, what to store, and what to leave alone. We recommend trusted painters, cleaners, pool services and handymen, and we can coordinate them while you are out of town.</li><li><strong>Documents in order.</strong> We gather the roof permit, wind mitigation report, elevation certificate, association documents and utility costs, so that buyers and their insurers get answers on the first day.</li></ul><h2>Launch</h2><ul><li><strong>Professional photography</strong>, scheduled for the best light for your home, with twilight photos for waterfront and pool homes and aerial photos where they help.</li><li><strong>A measured floor plan</strong>, which buyers from out of state rely on more than any photo.</li><li><strong>A written description</strong> that tells a buyer what it is like to live in the home, not just what is in it.</li><li><strong>A video walk-through</strong> for buyers who cannot visit before making an offer.</li></ul><h2>On the market</h2><ul><li>Open houses on the weekends that suit your buyers, announced on our website and in the MLS.</li><li>Feedback from every showing, passed on to you within a day.</li><li>A weekly report with views, showings, feedback and any new competition or sales nearby.</li><li>A pricing conversation at 21 days if the market is telling us something.</li></ul><h2>Under contract</h2><p>Once we accept an offer, we manage the calendar: inspections, appraisal, association approval, repairs and the title company. Amelia, as our broker, reviews every contract and addendum. You will always know what is happening and what comes next.</p><p>Curious what your home is worth today? <a href="/sell">Ask for a pricing review</a>.</p>`,
      cover: demoPicture('pool', 16, 'A screened private pool with two loungers'),
      authorSlug: 'lauren-vasquez',
      tags: ['selling', 'marketing', 'our team'],
    },
    '2025-12-03T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'questions-to-ask-any-agent',
      category: 'team-articles',
      title: 'Seven questions to ask any agent before you sign',
      excerpt:
        "Whether you hire us or someone else, these are the questions that separate an agent who will serve you well from one who will not. A broker associate's list.",
      body: `<p>Choosing an agent is one of the most important decisions in a purchase or sale, and most people spend less time on it than on choosing a plumber. These are the questions I would ask, and I am happy for you to ask them of us.</p><h2>1. How many homes like mine have you sold or bought in this area recently?</h2><p>Experience is local. An agent who sells condominiums on Vanderbilt Beach may know little about the golf communities of Estero, and the reverse. Ask for specific addresses and prices.</p><h2>2. How did you arrive at your price?</h2><p>A listing price should come with a written explanation: comparable sales, adjustments and the competition. Be wary of the highest number you hear if nobody can explain it.</p><h2>3. Who will I actually work with?</h2><p>On some teams the agent who wins the listing hands it to someone else. Ask who will show the home, who will answer your calls and who will negotiate the offers.</p><h2>4. How will you market my home, or find me one?</h2><p>For sellers, ask to see a recent listing: the photos, the description, the floor plan. For buyers, ask how the agent hears about homes before they are widely advertised, and how quickly they can arrange showings.</p><h2>5. What do you charge, and what does the agreement say?</h2><p>Since 2024, buyers working with an agent sign a written agreement before touring homes, and it states how the agent is paid. Commissions are negotiable. Read the length of the agreement and how you can end it.</p><h2>6. What do you know about insurance and flood risk?</h2><p>In Southwest Florida, a home that cannot be insured at a reasonable cost is a home that will not sell or will not close. Your agent should know how to read an elevation certificate and a wind mitigation report, and when to call in an insurance agent.</p><h2>7. Can I speak with recent clients?</h2><p>Reviews online are useful; a ten-minute phone call with someone who sold last spring is better. Ask for two or three names.</p><p>We would be glad to answer all seven. <a href="/about/meet-our-agents">Meet our agents</a> and call the one who fits you best.</p>`,
      cover: demoPicture('living', 63, 'A comfortable living room with a sofa and a wide window onto the water'),
      authorSlug: 'henry-keller',
      tags: ['working with us', 'buying', 'selling'],
    },
    '2026-02-25T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'a-sunday-in-naples',
      category: 'team-articles',
      title: 'A perfect Sunday in Naples, according to the team',
      excerpt:
        'Sunrise on the pier, a farmers market, the botanical garden and a sunset boat ride: eight agents plan one day in Naples.',
      body: `<p>We asked everyone on the team the same question at a Tuesday meeting: if a friend had one Sunday in Naples, how should they spend it? After a lively argument, here is the day we agreed on.</p><h2>Early morning</h2><p>Start at the Naples Pier at sunrise, when the fishermen are setting up and the dolphins are feeding just off the end. Amelia recommends walking south along the water's edge toward the beach houses of Gordon Drive, then cutting back up through Olde Naples to look at the cottages and gardens.</p><h2>Breakfast and the market</h2><p>In season, the Third Street South farmers market fills the parking lot behind the shops on Saturday mornings, so on Sunday Lauren suggests breakfast at one of the cafés on Fifth Avenue South, followed by a wander through the galleries as they open. Nicole insists on a croissant, and we have learned not to argue.</p><h2>Late morning</h2><p>Drive ten minutes east to the Naples Botanical Garden, where the Brazilian, Caribbean and Asian gardens are at their best in the cooler months, and the preserve trail is quiet almost any time. Rachel volunteers there and says the orchid collection alone is worth the trip.</p><h2>Afternoon</h2><p>Here the team split. Ben would take you north to Delnor-Wiggins Pass State Park for a swim and a picnic in the shade of the sea grapes. Henry Keller would send you to a round of golf. Ethan would rent you a kayak and point you into the mangrove tunnels of the Gordon River Greenway. We agreed that all three are right, depending on the friend.</p><h2>Evening</h2><p>Everyone agreed on the evening: a sunset cruise from the City Dock on Naples Bay, out through Gordon Pass and into the Gulf as the sun goes down, watching for dolphins in the wake. Then dinner outdoors on Fifth Avenue or Third Street, and a last walk under the lights.</p><h2>Living the Sunday every week</h2><p>Almost all of this is within a short bike ride of the homes of Olde Naples, Aqualane Shores and the Moorings. If that appeals to you, read our <a href="/communities/naples">guide to Naples</a> or <a href="/search?city=Naples&amp;zip=34102">browse homes in 34102</a>.</p>`,
      cover: demoPicture('pier', 38, 'Morning on a sandy beach beside a long pier, with seabirds over the water'),
      authorSlug: 'nicole-quinn',
      tags: ['Naples', 'things to do', 'our team'],
    },
    '2026-09-16T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'seller-guide-2027',
      category: 'team-articles',
      title: 'Our 2027 guide for sellers',
      excerpt:
        'What we expect from the coming season and how to prepare for it. A working draft for the team to review.',
      body: `<p>This guide will bring together our pricing, preparation and marketing advice for the 2027 season, with a month-by-month plan for sellers who want to be on the market before the winter visitors arrive.</p><h2>Outline</h2><ul><li>What we saw in the 2026 season, neighborhood by neighborhood.</li><li>Insurance and flood questions buyers are asking now.</li><li>A preparation calendar from September to January.</li><li>Our recommended launch weeks for condominiums, golf communities and waterfront homes.</li></ul>`,
      cover: demoPicture('exterior', 104, 'A modern two-story home with large windows and palm trees'),
      authorSlug: 'amelia-delgado',
      tags: ['selling', 'market timing'],
    },
    null,
  ),
];
