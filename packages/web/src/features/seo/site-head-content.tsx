import type { SeoSettings } from '@app/domain';
import { Asset, useRouter, useTags } from '@tanstack/react-router';
import { seoTags } from './seo-tags.ts';
import { seoInForce } from './site-head.ts';
import { titleTags } from './title-tags.ts';

/**
 * The document head's route-managed tags (what TanStack Router's HeadContent renders), with the
 * page's title in the admin's title template (see titleTags), absolute Open Graph URLs and the
 * canonical link (see seoTags).
 */
export function SiteHeadContent({ siteUrl, seo }: { siteUrl: string; seo: SeoSettings | null }) {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <>
      {seoTags(titleTags(tags, seoInForce(seo)), siteUrl).map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  );
}
