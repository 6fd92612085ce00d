import { demoArticle, type DemoArticle } from './demo-article.ts';
import { demoPicture } from './demo-picture.ts';

/** Owners and sellers: caring for a Southwest Florida home and selling it well. */
export const OWNERS_SELLERS_ARTICLES: readonly DemoArticle[] = [
  demoArticle(
    {
      slug: 'hurricane-season-checklist-homeowners',
      category: 'owners-sellers',
      title: 'A hurricane-season checklist for Southwest Florida homeowners',
      excerpt:
        'Hurricane season runs from June 1 to November 30. What to do before it starts, when a storm is forecast, and in the days after it passes.',
      body: `<p>The Atlantic hurricane season runs from June 1 to November 30, with the busiest weeks usually from mid-August to mid-October. Every Southwest Florida homeowner should treat the start of June as a deadline: the work below is easy in May and nearly impossible when a storm is three days out and every hardware store is empty.</p><h2>Before the season</h2><ul><li><strong>Read your insurance policies.</strong> Know your hurricane deductible, which in Florida is usually a percentage of the dwelling coverage (often 2 to 5 percent), not a flat amount. Confirm you have flood insurance: standard homeowner policies do not cover flooding, and a new National Flood Insurance Program policy normally takes 30 days to start.</li><li><strong>Document your home.</strong> Walk through every room with your phone recording video, open closets and drawers, and store the file in the cloud with copies of your policies, deed and recent receipts.</li><li><strong>Check your protection.</strong> Test that every shutter panel is labeled, that the hardware is complete and that you know how to install it. If you have impact windows and doors, make sure you have the paperwork; it also lowers your premium through a wind mitigation inspection.</li><li><strong>Trim trees and clear the yard.</strong> Have palms and trees near the house trimmed early in the season, and plan where patio furniture, planters and grills will go.</li><li><strong>Know your evacuation zone.</strong> Collier and Lee counties both publish evacuation zone maps; look up your address and decide in advance where you would go.</li></ul><h2>When a storm is forecast</h2><p>Follow the National Hurricane Center and your county emergency management office, not social media. Gather at least a week of water, food, medications and batteries. Fill your vehicles with fuel, withdraw some cash, put up shutters and bring everything loose indoors. If you use a portable generator, plan to run it outdoors and well away from windows and doors; carbon monoxide kills people after every major storm. If you are told to evacuate, go: storm surge, not wind, causes most hurricane deaths.</p><h2>After the storm</h2><ul><li>Stay off the roads until officials say they are clear, and stay away from downed power lines and standing water.</li><li>Photograph all damage before you clean up, then take reasonable steps to prevent further damage, such as tarping a roof, and keep the receipts.</li><li>Report your claim promptly and keep a log of every conversation with your insurer.</li><li>Hire only licensed contractors; you can check a Florida licence on the state's MyFloridaLicense website. Be wary of anyone who asks for large payments up front or offers to handle your claim for you.</li><li>If your home was substantially damaged, ask your building department about the FEMA 50 percent rule before you rebuild; it may require you to raise the home.</li></ul><p>Our team keeps a list of trusted roofers, shutter companies, tree services and public adjusters. Ask any of us for it, whether or not you are buying or selling.</p>`,
      cover: demoPicture('exterior', 41, 'Front of a single-story Florida home with a garage and palm trees at sunset'),
      authorSlug: 'ethan-garcia',
      tags: ['hurricanes', 'insurance', 'home maintenance', 'safety'],
    },
    '2025-05-28T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'when-to-list-in-season',
      category: 'owners-sellers',
      title: "When to list: selling in Southwest Florida's season",
      excerpt:
        'Most buyers visit between January and April, but the best time to list depends on your home, your buyers and your plans. How to pick your moment.',
      body: `<p>Ask anyone in Naples when homes sell and they will say "in season." It is true that Southwest Florida's market has a rhythm: from January through April the population swells with winter residents and visitors, showings increase, open houses are busy and the number of closed sales climbs. But the right moment to list your home depends on who is most likely to buy it.</p><h2>Homes that sell to seasonal buyers</h2><p>If your home is a Gulf-view condominium, a golf-course villa or a home in a club community, your most likely buyer is probably a winter visitor who is already here renting or staying with friends. Those buyers tour homes in person between January and April and often decide quickly. For them, listing in November or December is ideal: your home is on the market, photographed and polished before they arrive, and you are not competing with everyone who lists in February.</p><h2>Homes that sell to full-time residents</h2><p>Family homes in neighborhoods such as Naples Park, the Estero and Bonita golf communities and much of Cape Coral sell to people who live and work here all year. Those buyers often want to move during the summer school break, so spring and early summer listings do very well. The summer market is smaller, but so is the competition, and serious local buyers are still looking.</p><h2>What the calendar does not change</h2><ul><li><strong>Price matters more than timing.</strong> A well-priced home sells in any month; an overpriced home sits in February too, and then looks stale by April.</li><li><strong>Preparation takes longer than you think.</strong> Painting, repairs, a pool resurfacing or a new screen cage can take weeks in season, when every contractor is busy. Start early.</li><li><strong>Insurance questions come first.</strong> Buyers now ask about roof age, wind mitigation and flood insurance before they ask about countertops. Have the documents ready.</li></ul><h2>Our approach</h2><p>When you ask us to sell your home, we look at the last two years of sales in your neighborhood month by month, talk about who bought and when, and choose a launch date with a plan behind it. Then we count backwards to decide when photography, staging and repairs need to happen.</p><p>If you are thinking of selling in the coming year, <a href="/sell">ask for a pricing review</a>; it is free and there is no obligation.</p>`,
      cover: demoPicture(
        'exterior',
        57,
        'Front of a single-story home with dark shutters and palms in the evening light',
      ),
      authorSlug: 'amelia-delgado',
      tags: ['selling', 'market timing', 'pricing'],
    },
    '2025-09-10T12:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'florida-flood-disclosure-for-sellers',
      category: 'owners-sellers',
      title: "Florida's flood disclosure: what sellers must now tell buyers",
      excerpt:
        'Since October 1, 2024, sellers of Florida homes must disclose flood insurance claims and federal flood assistance in writing. What the law asks, and how to answer it well.',
      body: `<p>Florida has long required sellers to disclose known defects that materially affect a home's value and are not easy for a buyer to see. In 2024 the legislature added a specific, written flood disclosure. It applies to contracts for the sale of residential property signed on or after October 1, 2024, and it is now part of every sale our team handles.</p><h2>What the disclosure asks</h2><p>The seller must give the buyer a flood disclosure form at or before the time the contract is signed. It reminds buyers that standard homeowner insurance does not cover flooding and that homes outside high-risk zones can still flood, and it answers two questions:</p><ol><li>Whether the seller has filed a claim for flood damage with an insurance provider, including the National Flood Insurance Program.</li><li>Whether the seller has received assistance for flood damage to the property, for example from FEMA.</li></ol><p>Buyers will also ask whether the home has flood insurance now and what it costs, so have that answer ready as well.</p><h2>Answering well</h2><p>The questions are simple, but the answers deserve care. Gather your records before you list: your flood insurance declarations page, any claim numbers and settlement letters, and any FEMA correspondence. If you bought the home after a previous owner's claim, say so accurately: the form asks about your own claims and assistance, but your general duty to disclose known problems still applies to anything you know about the home's past.</p><p>If a claim was paid and the damage repaired, attach the permits and invoices. Buyers are far more comfortable with a documented repair than with a vague answer, and clear paperwork often heads off difficult questions from their insurer and lender.</p><h2>Beyond the form</h2><ul><li>Order an elevation certificate if you do not have one; it helps buyers get accurate flood insurance quotes quickly.</li><li>Ask whether your flood policy can be assigned to the buyer. An assumable NFIP policy can be valuable when premiums are rising.</li><li>Tell us about anything that happened during Hurricanes Ian, Helene or Milton, even if you made no claim. We will help you decide what and how to disclose.</li></ul><p>This article is general information, not legal advice. For questions about your situation, consult a Florida real estate attorney; we are glad to recommend several.</p>`,
      cover: demoPicture('aerial', 33, 'Aerial view of a waterfront neighborhood with homes along canals'),
      authorSlug: 'ethan-garcia',
      tags: ['selling', 'flood insurance', 'disclosure', 'Florida law'],
    },
    '2026-02-11T14:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'homestead-portability-when-you-move',
      category: 'owners-sellers',
      title: 'Moving within Florida? Take your Save Our Homes savings with you',
      excerpt:
        'Portability lets Florida homeowners move up to $500,000 of their capped-assessment savings to a new homestead. How it works, the deadlines, and what downsizers should know.',
      body: `<p>If you have owned your Florida home as your homestead for a few years, you probably pay property taxes on an assessed value well below what the home would sell for. That gap is the Save Our Homes benefit, and thanks to a rule called portability you do not have to give it up when you sell.</p><h2>Save Our Homes in one paragraph</h2><p>Once a home receives the homestead exemption, Florida's constitution limits how much its assessed value can rise each year: 3 percent or the change in the Consumer Price Index, whichever is lower. In a market where prices rise faster than that, a long-time owner's assessed value can end up hundreds of thousands of dollars below market value. The difference is called the assessment difference, or the Save Our Homes differential.</p><h2>How portability works</h2><p>When you sell a homestead and establish a new homestead in Florida, you can transfer the assessment difference to the new home, up to $500,000. The rules are different depending on whether you are moving up or down:</p><ul><li><strong>Upsizing</strong> (the new home has a higher just value): you transfer the full assessment difference, up to the $500,000 cap.</li><li><strong>Downsizing</strong> (the new home has a lower just value): you transfer a proportional share. For example, if your old home's difference was 40 percent of its just value, the new home's assessed value is reduced by 40 percent of its own just value.</li></ul><h2>Deadlines that matter</h2><ol><li>You must establish the new homestead within three tax years of January 1 of the year you gave up the old one.</li><li>You apply through the property appraiser in the county of the new home, with the homestead exemption application and the transfer form (Form DR-501T), by March 1 of the year you claim the new homestead.</li><li>You must own and live in the new home as your permanent residence on January 1 of that year.</li></ol><p>Portability is not automatic. We remind every client who sells a homestead to mark the March 1 deadline on the calendar.</p><h2>A word to downsizers</h2><p>Many of the clients I work with are selling a larger family home to move into a condominium or a villa in a 55-plus community. Portability can make the new home's tax bill far lower than the listing sheet suggests, because the estimate you see online usually assumes a new owner with no transferred benefit. Before you decide what you can afford, ask the Collier or Lee County Property Appraiser's office for an estimate, or ask us to run one with you.</p>`,
      cover: demoPicture(
        'exterior',
        66,
        'A two-story Florida home with a red tile roof, an arched front door and palms',
      ),
      authorSlug: 'rachel-ellis',
      tags: ['property taxes', 'homestead', 'downsizing', 'selling'],
    },
    '2026-03-25T13:00:00.000Z',
  ),
  demoArticle(
    {
      slug: 'getting-your-home-ready-to-list',
      category: 'owners-sellers',
      title: 'Getting your home ready to list: the Southwest Florida edition',
      excerpt:
        'Lanai screens, pool water, roof paperwork and the light at four in the afternoon: a listing specialist on what matters most to buyers here.',
      body: `<p>Most advice about preparing a home for sale was written for places with basements and snow. Homes here are lived in differently: much of the living happens outdoors, buyers are thinking about storms and insurance, and the light is bright enough to show every flaw. This is the list I walk through with every seller before photographs are taken.</p><h2>Outside first</h2><ul><li><strong>Pressure-wash everything.</strong> The roof, driveway, pavers, pool deck and the outside walls collect mildew quickly in our humidity, and a clean house looks years younger in photos.</li><li><strong>Fix the screen cage.</strong> Buyers notice torn lanai screens immediately. Re-screening a few panels is inexpensive; a whole cage takes more time, so book it early.</li><li><strong>Make the pool sparkle.</strong> Clear water, clean tile line and a working heater. If the surface is stained or rough, get a quote for resurfacing so you can discuss it honestly.</li><li><strong>Refresh the landscaping.</strong> Fresh mulch, trimmed palms and a few flowering plants near the entry make a big difference for a small cost.</li></ul><h2>The paperwork buyers will ask for</h2><p>In today's market, buyers and their insurers care about a home's roof and storm protection as much as its kitchen. Have these ready before your first showing:</p><ul><li>The roof's age and permit, and any recent roof inspection.</li><li>A wind mitigation report, which shows the features that lower insurance premiums.</li><li>A four-point inspection if the home is older, covering the roof, electrical, plumbing and heating and cooling.</li><li>Product approvals or receipts for impact windows, doors and shutters.</li><li>Your elevation certificate and flood insurance declarations page, if you have them.</li></ul><h2>Inside</h2><p>Less is more. Clear counters, remove most personal photographs and collections, and let the views and the light do the work. Replace burned-out bulbs with one consistent color temperature, and set air conditioning to a comfortable temperature for every showing. If rooms are dated, fresh paint in a soft neutral and new cabinet hardware are the best value for money.</p><h2>Photography and timing</h2><p>We schedule photography for the time of day that suits your home, often late afternoon for west-facing lanais, and add twilight photos for waterfront and pool homes. Your listing's photos are its first showing, and most buyers decide from them whether to visit at all.</p><p>Thinking about selling? <a href="/contact-us">Ask for a walk-through</a> and I will give you a written preparation plan with priorities and budget.</p>`,
      cover: demoPicture('lanai', 25, 'A screened lanai with outdoor furniture overlooking a pool'),
      authorSlug: 'lauren-vasquez',
      tags: ['selling', 'staging', 'home preparation', 'insurance'],
    },
    '2026-07-15T12:00:00.000Z',
  ),
];
