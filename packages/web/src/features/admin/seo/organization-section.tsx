import { NumberInput, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useStores } from '../../../app/services-context.tsx';
import type { SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';

/** What search engines are told about the brokerage in the structured data of every page. */
export function OrganizationSection({ form }: { form: SeoForm }) {
  const { settings } = useSnapshot(useStores().site.state);
  const contact =
    settings === null
      ? 'the site settings'
      : `the site settings: ${settings.brokerageName}, ${settings.phone}, ${settings.email}, ${settings.streetAddress}, ${settings.city}`;
  return (
    <SeoSection
      id="seo-organization"
      title="Organization details"
      description="Every page describes the brokerage and the team to search engines (schema.org Organization and RealEstateAgent). These details join the name, phone, email, address, opening hours and social links, which come from the site settings."
    >
      <Text size="sm">Contact details in use: {contact}.</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label="Legal name"
          description="When it differs from the brokerage name, e.g. Palmetto Realty Group, LLC"
          {...form.getInputProps('organization.legalName')}
        />
        <NumberInput
          label="Founding year"
          description="Leave empty to leave it out"
          allowDecimal={false}
          min={1800}
          max={2100}
          clampBehavior="none"
          {...form.getInputProps('organization.foundingYear')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        description="One or two sentences on who the brokerage is"
        autosize
        minRows={2}
        {...form.getInputProps('organization.description')}
      />
      <TextInput
        label="Logo address"
        description="Empty for the site's palm logo; otherwise a path on this site or an https:// address of a square picture"
        {...form.getInputProps('organization.logoUrl')}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Textarea
          label="Areas served"
          description="One place a line, e.g. Naples, FL"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('organization.areaServed')}
        />
        <Textarea
          label="Languages"
          description="One a line"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('organization.languages')}
        />
        <Textarea
          label="Other profiles"
          description="https:// addresses of profiles beyond the footer's social links (Zillow, Google Business…), one a line"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('organization.sameAs')}
        />
      </SimpleGrid>
    </SeoSection>
  );
}
