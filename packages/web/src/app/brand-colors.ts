import type { MantineColorsTuple } from '@mantine/core';

// The brand's colours, apart from the Mantine theme (theme.ts) so the shell can name them without loading Mantine.

/** Deep Gulf navy; shade 8 (#0B3C5D) is the primary and the solid top bar. */
export const brand: MantineColorsTuple = [
  '#e9f1f7',
  '#d0e1ed',
  '#a3c3db',
  '#72a2c7',
  '#4a86b6',
  '#2f72a8',
  '#1d6496',
  '#13507a',
  '#0b3c5d',
  '#072b43',
];

/** Coral accent; shade 7 keeps white text above 4.5:1. */
export const coral: MantineColorsTuple = [
  '#fdeeea',
  '#f9d8cf',
  '#f2b1a1',
  '#ea8870',
  '#e0674e',
  '#d5553b',
  '#c24a31',
  '#a63e28',
  '#8c3321',
  '#70281a',
];

/** Sand neutrals for section backgrounds. */
export const sand: MantineColorsTuple = [
  '#fbf8f3',
  '#f4ede1',
  '#e9dcc6',
  '#dccaa9',
  '#cdb78c',
  '#bfa574',
  '#a88d5c',
  '#8a7249',
  '#6b5838',
  '#4d3f28',
];

export const BRAND_NAVY = brand[8];
