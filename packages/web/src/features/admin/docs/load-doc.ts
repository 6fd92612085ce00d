import { notFound } from '@tanstack/react-router';
import { findDoc, INDEX_SLUG } from './doc-library.ts';
import type { DocSection } from './doc-sections.ts';
import { renderDoc, type RenderedDoc } from './render-doc.ts';

/** A rendered document with where it lives. */
export interface LoadedDoc extends RenderedDoc {
  readonly section: DocSection;
  readonly slug: string;
}

async function load(section: DocSection, slug: string): Promise<LoadedDoc> {
  const entry = findDoc(section, slug);
  if (entry === undefined) throw notFound();
  return { ...renderDoc(await entry.load(), section), section, slug };
}

/** Loads and renders a document for its route; a slug the section has no file for is not found. */
export function loadDoc(section: DocSection, slug: string): Promise<LoadedDoc> {
  if (slug === INDEX_SLUG) throw notFound();
  return load(section, slug);
}

/** Loads and renders a section's index (its `README.md`). */
export function loadDocIndex(section: DocSection): Promise<LoadedDoc> {
  return load(section, INDEX_SLUG);
}
