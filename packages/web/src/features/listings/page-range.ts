/** A gap in the page numbers, drawn as dots. */
export const DOTS = 'dots';

function numbers(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page numbers shown for `page` of `pageCount`: all of them up to 7 pages, else the first
 * and the last, the current one with one neighbour each side, and dots for the gaps, always 7
 * places (Mantine's usePagination with one sibling and one boundary, whose look the links keep).
 */
export function pageRange(page: number, pageCount: number): (number | typeof DOTS)[] {
  const last = Math.max(Math.trunc(pageCount), 1);
  if (last <= 7) return numbers(1, last);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, last - 1);
  const leftDots = left > 3;
  const rightDots = right < last - 2;
  if (!leftDots && rightDots) return [...numbers(1, 5), DOTS, last];
  if (leftDots && !rightDots) return [1, DOTS, ...numbers(last - 4, last)];
  return [1, DOTS, ...numbers(left, right), DOTS, last];
}
