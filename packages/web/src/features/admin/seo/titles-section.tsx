import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SEO_LIMITS, pageTitleFrom } from '@app/domain';
import { LengthHint } from './length-hint.tsx';
import { SearchPreview } from './search-preview.tsx';
import type { SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';

/** The page the live preview titles. */
const SAMPLE_PAGE = { title: 'Meet Our Agents', path: '/about/meet-our-agents' };

/** Title template, home title and site name, with a live preview of two search results. */
export function TitlesSection({ form, siteUrl }: { form: SeoForm; siteUrl: string }) {
  const { values } = form;
  const sampleTitle = pageTitleFrom(values, SAMPLE_PAGE.title);
  const description = values.defaultDescription.trim();
  return (
    <SeoSection
      id="seo-titles"
      title="Page titles"
      description="Every page's title is its own name put in the template: %s stands for the page's name. Search results show about 60 characters."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <TextInput
            label="Title template"
            description="Must hold %s once, e.g. %s | Palmetto Realty Group"
            required
            {...form.getInputProps('titleTemplate')}
          />
          <LengthHint
            subject={`The ${SAMPLE_PAGE.title} title`}
            length={sampleTitle.length}
            shortest={0}
            shown={SEO_LIMITS.titleShown}
          />
          <TextInput
            label="Home page title"
            description="The home page has no name of its own; this is its whole title"
            required
            {...form.getInputProps('homeTitle')}
          />
          <LengthHint length={values.homeTitle.trim().length} shortest={0} shown={SEO_LIMITS.titleShown} />
          <TextInput
            label="Site name"
            description="Shown by link previews next to the title (og:site_name)"
            required
            {...form.getInputProps('siteName')}
          />
        </Stack>
        <Stack gap="sm" aria-label="Live preview">
          <SearchPreview
            label="Preview: the home page"
            title={values.homeTitle}
            url={siteUrl}
            description={description}
          />
          <SearchPreview
            label={`Preview: ${SAMPLE_PAGE.title}`}
            title={sampleTitle}
            url={`${siteUrl}${SAMPLE_PAGE.path}`}
            description={description}
          />
        </Stack>
      </SimpleGrid>
    </SeoSection>
  );
}
