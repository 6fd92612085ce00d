import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { phoneHref, safeLivestreamUrl, type ListingView } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import type { StoryAgent, StoryCommunity } from './load-property-detail.ts';
import { ButtonAnchor, PlainButton } from '../../ui/button.tsx';
import anchor from '../../ui/anchor.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';
import classes from './listing-story.module.css';

/** "Ask Amelia Delgado" at the top of the request card of a team listing: the agent's photo, name and phone. */
export function ListingAgentLine({ agent }: { agent: StoryAgent }) {
  return (
    <div className={classes.agentLine}>
      <img src={agent.photo.url} alt="" width={56} height={56} className={classes.agentThumb} />
      <p className={classes.agentLineText}>
        Listed by <strong>{agent.name}</strong>
        {agent.phone && (
          <>
            <br />
            <a className={anchor.anchor} href={phoneHref(agent.phone)}>
              {agent.phone}
            </a>
          </>
        )}
      </p>
    </div>
  );
}

/** The team's agent who listed the home, with the start of their story and the way to the rest. */
export function ListingAgentSection({ agent }: { agent: StoryAgent }) {
  return (
    <DetailSection id="listing-agent" title="Your agent for this home">
      <div className={classes.agent}>
        <PictureImage
          picture={agent.photo}
          width={160}
          height={200}
          loading="lazy"
          decoding="async"
          className={classes.agentPhoto}
        />
        <div>
          <p className={classes.agentName}>{agent.name}</p>
          <p className={classes.agentTitle}>{agent.title}</p>
          <p className={classes.text}>{agent.bio}</p>
          <Link to="/about/meet-our-agents/$agentSlug" params={{ agentSlug: agent.slug }} className={anchor.anchor}>
            More about {agent.name}
          </Link>
        </div>
      </div>
    </DetailSection>
  );
}

/** The community the home is in: its picture, summary and the way to its page and its other homes. */
export function NeighbourhoodSection({ community }: { community: StoryCommunity }) {
  return (
    <DetailSection id="neighbourhood" title={`The neighborhood: ${community.name}`}>
      <div className={classes.neighbourhood}>
        <PictureImage
          picture={community.hero}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className={classes.neighbourhoodPhoto}
        />
        <div>
          <p className={classes.text}>{community.summary}</p>
          <p className={classes.links}>
            <Link to="/communities/$slug" params={{ slug: community.slug }} className={anchor.anchor}>
              About {community.name}
            </Link>
            <Link to="/search" search={{ community: community.slug }} className={anchor.anchor}>
              Every home for sale in {community.name}
            </Link>
          </p>
        </div>
      </div>
    </DetailSection>
  );
}

/**
 * The unbranded virtual tour (only an https address is offered) and the brochure: printing the page prints the
 * one-page brochure (print-brochure.tsx), which the browser's print dialog also saves as a PDF.
 */
export function TourAndBrochure({ listing }: { listing: ListingView }) {
  const tour = safeLivestreamUrl(listing.VirtualTourURLUnbranded);
  return (
    <div className={classes.actions}>
      {tour !== null && (
        <ButtonAnchor
          href={tour}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          leftSection={<IconExternalLink size={18} aria-hidden="true" />}
        >
          Take the virtual tour<span className="visually-hidden"> (opens a new tab)</span>
        </ButtonAnchor>
      )}
      <PlainButton
        variant="outline"
        leftSection={<IconPrinter size={18} aria-hidden="true" />}
        onClick={() => window.print()}
      >
        Print the brochure or save it as a PDF
      </PlainButton>
    </div>
  );
}
