/** The brand block of the spec, shown in the footer and as the home page headline. */
export const BRAND_BLOCK = "Southwest Florida's Premier Real Estate Team";
/** The footer tagline of the spec. */
export const TAGLINE = 'Your SWFL Real Estate Experts';
