import {
  formatListingAddress,
  formatListingLocation,
  listingPath,
  monthlyAssociationFees,
  sortedMedia,
  type ListingView,
  type SiteSettings,
} from '@app/domain';
import { formatBathCount, formatPrice, formatWhole } from '../listings/format.ts';
import { headlinePrice, showsSoldPrice } from '../listings/listing-notes.ts';
import { ListingPhoto } from '../listings/listing-photo.tsx';
import { PHOTO_BOXES } from '../listings/listing-photo-sources.ts';
import classes from './print-brochure.module.css';

/** The brochure's facts: what a buyer compares on paper, leaving out what the listing does not say. */
export function brochureFacts(listing: ListingView): [string, string][] {
  const hoa = monthlyAssociationFees(listing).total;
  const facts: [string, string | null][] = [
    ['Bedrooms', listing.BedroomsTotal === null ? null : String(listing.BedroomsTotal)],
    ['Bathrooms', formatBathCount(listing.totalBathroomsDisplay).replace(/ baths?$/, '')],
    ['Living area', listing.LivingArea === null ? null : `${formatWhole(listing.LivingArea)} sq ft`],
    ['Lot', listing.LotSizeAcres === null ? null : `${Math.round(listing.LotSizeAcres * 100) / 100} acres`],
    ['Year built', listing.YearBuilt === null ? null : String(listing.YearBuilt)],
    ['Type', listing.PropertySubType ?? listing.PropertyType],
    ['HOA', hoa === null ? null : `${formatPrice(hoa)} / month`],
    ['Taxes', listing.TaxAnnualAmount === null ? null : `${formatPrice(listing.TaxAnnualAmount)} / year`],
    ['MLS #', listing.ListingId],
  ];
  return facts.flatMap(([label, value]) => (value === null || value === '' ? [] : [[label, value]]));
}

/**
 * The one-page brochure a property page prints (photo, price, facts, the team's contact and a QR code to the page),
 * hidden on screen. In print the page shows only it (print-brochure.module.css). Its photo and QR code load lazily:
 * hidden, they are fetched only when the page is printed, so the page makes no extra request on load.
 */
export function PrintBrochure({
  listing,
  settings,
  brokerage,
  siteUrl,
}: {
  listing: ListingView;
  settings: Pick<SiteSettings, 'phone' | 'email' | 'streetAddress' | 'city' | 'stateOrProvince' | 'postalCode'> | null;
  brokerage: string;
  siteUrl: string;
}) {
  const address = formatListingAddress(listing);
  const [photo] = sortedMedia(listing);
  const price = headlinePrice(listing);
  const pageUrl = `${siteUrl.replace(/\/+$/, '')}${listingPath(listing.ListingId)}`;
  return (
    <article className={classes.brochure} data-print-brochure="" aria-label={`Printable brochure of ${address}`}>
      <header className={classes.top}>
        <span className={classes.brand}>{brokerage}</span>
        <span>{listing.StandardStatus}</span>
      </header>
      {photo && (
        <ListingPhoto
          url={photo.MediaURL}
          box={PHOTO_BOXES.gallery}
          alt={photo.ShortDescription ?? address}
          width={1280}
          height={720}
          className={classes.photo}
        />
      )}
      <div className={classes.headline}>
        <div>
          <h2 className={classes.address}>{address}</h2>
          <p className={classes.location}>{formatListingLocation(listing)}</p>
        </div>
        {price !== null && (
          <p className={classes.price}>
            {showsSoldPrice(listing) ? 'Sold for ' : ''}
            {formatPrice(price)}
          </p>
        )}
      </div>
      <dl className={classes.facts}>
        {brochureFacts(listing).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {listing.PublicRemarks && <p className={classes.remarks}>{listing.PublicRemarks}</p>}
      <footer className={classes.bottom}>
        <div className={classes.contact}>
          <strong>{brokerage}</strong>
          {settings?.phone && <span>{settings.phone}</span>}
          {settings?.email && <span>{settings.email}</span>}
          {settings?.streetAddress && (
            <span>
              {settings.streetAddress}, {settings.city}, {settings.stateOrProvince} {settings.postalCode}
            </span>
          )}
          {listing.ListOfficeName && (
            <span className={classes.courtesy}>
              Listing courtesy of {listing.ListOfficeName}
              {listing.ListAgentFullName ? `, listed by ${listing.ListAgentFullName}` : ''}
            </span>
          )}
        </div>
        <div className={classes.qr}>
          <img
            src={`/api/listings/${encodeURIComponent(listing.ListingId)}/qr.svg`}
            alt={`QR code: ${pageUrl}`}
            width={110}
            height={110}
            loading="lazy"
          />
          <span>Scan for every photo, the map and open houses</span>
          <span className={classes.url}>{pageUrl}</span>
        </div>
      </footer>
    </article>
  );
}
