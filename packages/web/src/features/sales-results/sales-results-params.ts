/** The address parameters of the sales-results page. */
export const SALES_RESULTS_PARAMS = ['city', 'side', 'agent'] as const;
