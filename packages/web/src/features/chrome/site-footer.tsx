import { Link, useRouteContext } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import {
  FOOTER_COLUMN_SPAN_MEDIUM,
  groupFooterLinksByColumn,
  offeredPurposes,
  phoneHref,
  type FooterLink,
} from '@app/domain';
import { BRAND_BLOCK, TAGLINE } from '../../app/brand-texts.ts';
import { useStores } from '../../app/services-context.tsx';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';
import { openCookieSettings } from '../analytics/browser-analytics.ts';
import container from './container.module.css';
import { SocialLinks } from './social-links.tsx';
import classes from './site-footer.module.css';

/** The link columns side by side on medium screens: a 12-unit row of FOOTER_COLUMN_SPAN_MEDIUM units each. */
const LINK_COLUMNS_STYLE = { '--footer-link-columns': 12 / FOOTER_COLUMN_SPAN_MEDIUM } as CSSProperties;

/** A footer link: internal paths go through the router, anything else is a plain anchor. */
function FooterLinkAnchor({
  link,
  className,
}: {
  link: Pick<FooterLink, 'link_text' | 'link_url'>;
  className?: string;
}) {
  if (link.link_url.startsWith('/')) {
    return (
      <Link to={link.link_url} className={className}>
        {link.link_text}
      </Link>
    );
  }
  const external = /^https?:/i.test(link.link_url);
  return (
    <a
      href={link.link_url}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.link_text}
    </a>
  );
}

/**
 * The public footer: brand block, tagline, phone, social links, the privacy link, and the
 * enabled footer links by column (3 grid units each on medium screens), in the order the server sorted them.
 * Plain elements styled by site-footer.module.css (no Mantine components): it is part of every page's shell.
 */
export function SiteFooter() {
  const stores = useStores();
  const footer = useSnapshot(stores.footer.state);
  const { settings } = useSnapshot(stores.site.state);
  const { config } = useRouteContext({ from: '__root__' });
  // "Cookie settings" only where there is something to choose (a third-party service is set up).
  const askForConsent = offeredPurposes(config.thirdParties).length > 0;
  // The links come in display order (the public footer use case sorts them once): cut into columns only.
  const columns = groupFooterLinksByColumn(footer.links);

  return (
    <footer className={`${classes.footer} ${DEFERRED_RENDER}`}>
      <div className={container.container}>
        <div className={classes.top}>
          <div className={classes.brandColumn}>
            <p className={classes.brandBlock}>{BRAND_BLOCK}</p>
            <p className={classes.tagline}>{TAGLINE}</p>
          </div>
          {settings && (
            <div className={classes.contactColumn}>
              <a className={classes.phone} href={phoneHref(settings.phone)}>
                {settings.phone}
              </a>
              <p className={classes.small}>
                {settings.brokerageName} · {settings.streetAddress}, {settings.city}, {settings.stateOrProvince}{' '}
                {settings.postalCode}
              </p>
              <SocialLinks links={settings.social} teamName={settings.teamName} />
            </div>
          )}
        </div>
        <nav aria-label="Footer" className={classes.linkColumns} style={LINK_COLUMNS_STYLE}>
          {columns.map((column) => (
            <ul key={column.column} className={classes.linkList}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <FooterLinkAnchor link={link} className={classes.link} />
                </li>
              ))}
            </ul>
          ))}
        </nav>
        {footer.error !== null && columns.length === 0 && (
          <p role="status" className={`${classes.small} ${classes.status}`}>
            {footer.error}
          </p>
        )}
        <div className={classes.legal}>
          <p className={classes.small}>
            © {new Date().getFullYear()} {settings?.brokerageName ?? 'Palmetto Realty Group'}. All rights reserved.
          </p>
          <Link to="/privacy-policy" className={classes.link}>
            Terms of Use &amp; Privacy Policy
          </Link>
          <Link to="/newsletter" className={classes.link}>
            Market update newsletter
          </Link>
          {askForConsent && (
            <button type="button" className={classes.linkButton} onClick={openCookieSettings}>
              Cookie settings
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
