import { Image, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SEO_LIMITS, isSitePathOrWebUrl } from '@app/domain';
import { DEFAULT_SHARE_IMAGE } from '../../seo/site-images.ts';
import { ImagePicker } from '../image-library/image-picker.tsx';
import { LengthHint } from './length-hint.tsx';
import type { SeoForm } from './seo-form-values.ts';
import { SeoSection } from './seo-section.tsx';

/** The picture a link preview would show with these values. */
function previewImage(form: SeoForm): { url: string; alt: string } | null {
  const { custom, url, alt } = form.values.shareImage;
  if (!custom) return DEFAULT_SHARE_IMAGE;
  return isSitePathOrWebUrl(url.trim()) ? { url: url.trim(), alt } : null;
}

/** Default description (with length guidance) and default share image. */
export function DescriptionSection({ form }: { form: SeoForm }) {
  const image = previewImage(form);
  return (
    <SeoSection
      id="seo-description"
      title="Description and share image"
      description="Used by every page that has no description or picture of its own: search results show the description, and link previews in messages and social posts show the picture."
    >
      <Stack gap={4}>
        <Textarea
          label="Default description"
          description="One or two sentences on what the site offers"
          required
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('defaultDescription')}
        />
        <LengthHint
          length={form.values.defaultDescription.trim().length}
          shortest={SEO_LIMITS.descriptionShortest}
          shown={SEO_LIMITS.descriptionShown}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Radio.Group
            label="Default share image"
            value={form.values.shareImage.custom ? 'custom' : 'built-in'}
            onChange={(value) => form.setFieldValue('shareImage.custom', value === 'custom')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="built-in" label="The built-in picture (the team's name over a Gulf beach at sunset)" />
              <Radio value="custom" label="A picture of my choice" />
            </Stack>
          </Radio.Group>
          {form.values.shareImage.custom && (
            <>
              <ImagePicker
                label="Picture from the image library"
                description="1200 × 630 pixels suits every preview"
                value={{ url: form.values.shareImage.url, alt: form.values.shareImage.alt }}
                onChange={(picture) =>
                  form.setFieldValue('shareImage', { custom: true, url: picture?.url ?? '', alt: picture?.alt ?? '' })
                }
              />
              <TextInput
                label="Picture address"
                description="Filled in by the library, or a path on this site (/media/…) or an https:// address"
                required
                {...form.getInputProps('shareImage.url')}
              />
              <TextInput
                label="Alt text"
                description="What the picture shows, for people who cannot see it"
                required
                {...form.getInputProps('shareImage.alt')}
              />
            </>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          {image === null ? (
            <Text size="sm" c="dimmed">
              Enter the picture's address to see it here.
            </Text>
          ) : (
            <Image src={image.url} alt={image.alt} radius="md" fit="cover" h={190} w="100%" maw={362} />
          )}
        </Stack>
      </SimpleGrid>
    </SeoSection>
  );
}
