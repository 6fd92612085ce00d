import { Badge, Text } from '@mantine/core';
import type { SalesResult } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { AgentLink } from '../about/agent-link.tsx';
import { agentOf, type AgentName } from '../about/agent-lookup.ts';
import { formatClosedOn } from './sales-format.ts';
import classes from './sales-results.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

const SIDE_LABELS = { listing: 'Listing side', buyer: 'Buyer side' } as const;

/** Closed sales as a list of cards: photo, price, address, city, closing date, side and agent. */
export function SalesResultsList({
  results,
  agents,
}: {
  results: readonly SalesResult[];
  agents?: ReadonlyMap<string, AgentName>;
}) {
  return (
    <ul className={classes.list}>
      {results.map((result) => {
        const agent = agents && agentOf(agents, result.agentId);
        return (
          <li key={result.id} className={classes.item}>
            <PictureImage
              picture={result.photo}
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
              className={classes.photo}
            />
            <div className={classes.body}>
              <Badge color={result.side === 'listing' ? 'brand.7' : 'coral.8'} variant="filled" radius="sm" tt="none">
                {SIDE_LABELS[result.side]}
              </Badge>
              <Text fz={22} fw={700} c="brand.8">
                {formatPrice(result.price)}
              </Text>
              <Text fw={600}>{result.address}</Text>
              <Text size="sm">
                {result.city} · Closed <time dateTime={result.closedOn}>{formatClosedOn(result.closedOn)}</time>
              </Text>
              {agent && (
                <Text size="sm">
                  Agent: <AgentLink agent={agent} />
                </Text>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
