import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { FOR_SALE_STATUSES, formatListingAddress, sortedMedia } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { SITE_NAME } from '../seo/page-head.ts';
import { DetailSection } from './detail-section.tsx';
import { FloridaPanels } from './florida-panels.tsx';
import { InquiryCard } from './inquiry-card.tsx';
import { KeyFacts } from './key-facts.tsx';
import { ListingCompliance } from './listing-compliance.tsx';
import { ListingHistoryTable } from './listing-history-table.tsx';
import { ListingAgentSection, NeighbourhoodSection, TourAndBrochure } from './listing-story.tsx';
import type { PropertyDetailData } from './load-property-detail.ts';
import { MonthlyCostSection } from './monthly-cost-section.tsx';
import { NearbyHomes } from './nearby-homes.tsx';
import { NearbySales } from './nearby-sales.tsx';
import { OpenHouseList } from './open-house-list.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { PrintBrochure } from './print-brochure.tsx';
import { PropertyActionBar } from './property-action-bar.tsx';
import { PropertyHeader } from './property-header.tsx';
import { PropertyLocation } from './property-location.tsx';
import { SoldHomeCard } from './sold-home-card.tsx';
import { useInquiryForm } from './use-inquiry-form.ts';
import classes from './property-detail.module.css';

/**
 * A property's page (both `/properties/{id}` and `/property/{id}`, and a featured listing by its
 * slug): header band, photos, facts, remarks, open houses, map, the true monthly cost, the request
 * form beside them, more homes of the subdivision, and the listing's source. A sold home leads with its sold price and
 * has neither the monthly cost nor the request form: a card says when it sold and offers the ways on. A team listing
 * adds its agent (beside the form too) and every listing its community and virtual tour; printed, the page is a
 * one-page brochure with a QR code to it.
 */
export default function PropertyDetailPage({ data }: { data: PropertyDetailData }) {
  const { property: listing, openHouses, nearby, history, story, loadedAt } = data;
  const address = formatListingAddress(listing);
  const { pathname } = useLocation();
  const { settings } = useSnapshot(useStores().site.state);
  const { config } = useRouteContext({ from: '__root__' });
  const brokerage = settings?.brokerageName ?? SITE_NAME;
  const inquiry = useInquiryForm({ listingId: listing.ListingId, address, sourcePath: pathname });
  const sold = listing.StandardStatus === 'Closed';
  const forSale = FOR_SALE_STATUSES.includes(listing.StandardStatus);
  return (
    <>
      <PropertyHeader listing={listing} onScheduleShowing={() => inquiry.change('topic', 'showing-request')} />
      <div className={classes.container}>
        <div className={classes.layout}>
          <div className={classes.main}>
            <PhotoGallery photos={sortedMedia(listing)} address={address} />
            <KeyFacts listing={listing} now={loadedAt} />
            <TourAndBrochure listing={listing} />
            {listing.PublicRemarks && (
              <DetailSection id="remarks" title="About this home">
                <p className={classes.remarks}>{listing.PublicRemarks}</p>
              </DetailSection>
            )}
            <FloridaPanels listing={listing} />
            {story.agent && <ListingAgentSection agent={story.agent} />}
            <OpenHouseList
              openHouses={openHouses}
              address={address}
              onRsvp={forSale ? (when) => inquiry.rsvp(when) : undefined}
            />
            <ListingHistoryTable changes={history?.changes ?? []} />
            <PropertyLocation listing={listing} address={address} />
            {story.community && <NeighbourhoodSection community={story.community} />}
            {!sold && (
              <MonthlyCostSection
                listing={listing}
                settings={data.monthlyCostSettings}
                year={new Date(loadedAt).getUTCFullYear()}
              />
            )}
            <NearbySales listingId={listing.ListingId} />
          </div>
          <div className={classes.aside}>
            {sold ? (
              <SoldHomeCard listing={listing} brokerage={brokerage} />
            ) : (
              <InquiryCard form={inquiry} brokerage={brokerage} forSale={forSale} agent={story.agent} />
            )}
          </div>
        </div>
        <div className={classes.after}>
          <NearbyHomes subdivision={listing.SubdivisionName} homes={nearby} />
          <ListingCompliance listing={listing} brokerage={brokerage} dataAsOf={history?.dataAsOf ?? null} />
        </div>
      </div>
      <PrintBrochure listing={listing} settings={settings ?? null} brokerage={brokerage} siteUrl={config.siteUrl} />
      {forSale && settings?.phone && (
        <PropertyActionBar
          phone={settings.phone}
          address={address}
          listingId={listing.ListingId}
          onRequestTour={() => inquiry.change('topic', 'showing-request')}
        />
      )}
    </>
  );
}
