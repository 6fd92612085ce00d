/** The months' names in US English, January first: `MONTH_NAMES[month - 1]` for a month 1–12. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
