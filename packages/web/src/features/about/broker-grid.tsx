import { SimpleGrid, Title } from '@mantine/core';
import type { Agent } from '@app/domain';
import { AgentCard } from '../agents/agent-card.tsx';

/** The brokers as agent cards under a section title; nothing when there are none. */
export function BrokerGrid({ brokers, title }: { brokers: readonly Agent[]; title: string }) {
  if (brokers.length === 0) return null;
  return (
    <section aria-labelledby="brokers-title">
      <Title order={2} id="brokers-title" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {brokers.map((broker) => (
          <AgentCard key={broker.id} agent={broker} headingLevel={3} />
        ))}
      </SimpleGrid>
    </section>
  );
}
