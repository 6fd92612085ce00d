/** The address parameters of the testimonials page: an agent's slug and a page number. */
export const TESTIMONIALS_PARAMS = ['agent', 'page'] as const;
