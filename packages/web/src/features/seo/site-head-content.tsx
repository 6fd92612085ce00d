import { Asset, useRouter, useTags } from '@tanstack/react-router';
import { seoTags } from './seo-tags.ts';

/**
 * The document head's route-managed tags (what TanStack Router's HeadContent renders), with
 * absolute Open Graph URLs and the canonical link (see seoTags).
 */
export function SiteHeadContent({ siteUrl }: { siteUrl: string }) {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <>
      {seoTags(tags, siteUrl).map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  );
}
