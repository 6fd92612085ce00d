/**
 * The performance marks of the browser's start-up steps (entry-client.tsx), each set in the task that evaluated its
 * step: a trace or a visitor's timings show when each step ran.
 */
export const START_UP_MARKS = {
  react: 'start-up: React',
  routerLibrary: 'start-up: router library',
  app: 'start-up: app modules',
} as const;
