import type { TestimonialFields } from '@app/domain';

/** A demo testimonial about the agent with this slug (null: the whole team). */
export interface DemoTestimonial extends Omit<TestimonialFields, 'agentId'> {
  readonly agentSlug: string | null;
}

type Said = [
  authorName: string,
  place: string,
  agentSlug: string | null,
  rating: number,
  givenOn: string,
  quote: string,
];

const SAID: readonly Said[] = [
  [
    'Karen and Doug Whitfield',
    'Sold in Port Royal, Naples',
    'amelia-delgado',
    5,
    '2026-09-12',
    "Amelia priced our home with a three-page explanation and was right to within one percent. She found us a buyer in the first month, kept the closing on track through two appraisals, and answered every call, including one from Ohio at ten o'clock at night.",
  ],
  [
    'Marcus Bell',
    'Bought in Miromar Lakes, Estero',
    'henry-keller',
    5,
    '2026-07-28',
    'We were moving from Chicago and could only visit twice. Henry toured homes on video for us, read every association document, and found problems with the first house that saved us from a very expensive mistake. The second house is perfect.',
  ],
  [
    'Priya and Sanjay Mehta',
    'Bought a duplex in Cape Coral',
    'henry-patel',
    5,
    '2026-06-02',
    'Henry ran the numbers on every property before we even saw it. He knew the rents, the insurance costs and which seawalls needed work. Our duplex was rented within two weeks of closing.',
  ],
  [
    'Claire Tremblay',
    'Bought a condominium on Vanderbilt Beach',
    'nicole-quinn',
    5,
    '2026-04-19',
    'Nicole explained the milestone inspection, the reserves and the assessment history of every building we saw, in French when I was tired of English. I bought with my eyes open and I love waking up to the Gulf.',
  ],
  [
    'Tom and Linda Sorensen',
    'Sold in Pelican Landing, Bonita Springs',
    'lauren-vasquez',
    5,
    '2026-03-08',
    "Lauren's preparation list was short and specific. We painted two rooms, replaced the lanai screens and put away half our furniture. The photos were stunning and we had three offers the first weekend.",
  ],
  [
    'Captain Rick Alvarez',
    'Bought on Marco Island',
    'benjamin-morales',
    5,
    '2026-01-22',
    'I wanted a home with a dock, no bridges and a quick run to Caxambas Pass. Ben knew exactly which canals qualified and took me out by boat to time the run from each one. Nobody else could have done that.',
  ],
  [
    'Susan Hartley',
    'Rebuilt and sold on Sanibel',
    'ethan-garcia',
    5,
    '2025-11-30',
    'After Hurricane Ian I did not know whether to repair or sell. Ethan walked me through the 50 percent rule, got me an elevation survey and introduced me to builders. A year later we sold the rebuilt home for more than I had hoped.',
  ],
  [
    'Joan and Bill Abernathy',
    'Moved to a 55-plus community in Fort Myers',
    'rachel-ellis',
    5,
    '2025-10-14',
    'Rachel helped us sell the house where we raised our children and find a villa where we already have more friends than we did up north. She was patient, kind and always one step ahead of the paperwork.',
  ],
  [
    'Daniel Ortiz',
    'Bought his first home in Naples',
    'nicole-quinn',
    4,
    '2025-08-27',
    'As a first-time buyer I had a hundred questions and Nicole answered all of them. The search took longer than I expected because insurance ruled out a few homes, but she was honest about that from the start.',
  ],
  [
    'The Lindqvist family',
    'Sold in Grey Oaks and bought in Estero',
    'henry-keller',
    5,
    '2025-06-16',
    'Selling one home and buying another in the same month sounded impossible. Henry and Lauren coordinated both closings on the same day, and the movers went straight from one house to the other.',
  ],
  [
    'Margaret Chen',
    'Sold an estate home in Olde Naples',
    null,
    5,
    '2025-04-05',
    "Settling my mother's estate from California was overwhelming. The whole team helped: Rachel with the estate sale, Lauren with preparing the house, and Amelia with the negotiation. They treated her home with real respect.",
  ],
  [
    'Greg and Amy Foster',
    'Bought in the Moorings, Naples',
    'amelia-delgado',
    4,
    '2024-12-09',
    'Amelia was candid when we fell for a house with an old roof and a tricky insurance history, and she helped us negotiate a fair credit. We would have liked a quicker association approval, but that was out of her hands.',
  ],
];

/** Twelve testimonials from buyers and sellers, most about one agent, one about the team. */
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = SAID.map(
  ([authorName, place, agentSlug, rating, givenOn, quote], index) => ({
    authorName,
    place,
    quote,
    rating,
    agentSlug,
    givenOn,
    published: true,
    sortOrder: index + 1,
  }),
);
