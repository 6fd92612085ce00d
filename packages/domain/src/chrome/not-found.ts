/** The texts of the Page Not Found screen (spec section 2). */
export const NOT_FOUND_SCREEN = {
  title: 'Page Not Found',
  text: "Sorry, we can't find the page you're looking for. It may have moved or no longer exists.",
  prompt: "Let's get you back on track:",
  actions: [
    { to: '/', label: 'Home' },
    { to: '/search', label: 'Search Properties' },
    { to: '/contact-us', label: 'Contact Us' },
  ],
} as const;
