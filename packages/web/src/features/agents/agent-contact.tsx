import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { phoneHref, type Agent } from '@app/domain';

const PROFILES = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube },
  { key: 'website', label: 'website', Icon: IconWorld },
] as const;

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** How to reach an agent (phone and email links), their languages, specialties, license and profiles. */
export function AgentContact({ agent }: { agent: Agent }) {
  const profiles = PROFILES.filter(({ key }) => agent.links[key] !== '');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Anchor href={phoneHref(agent.phone)} fw={700} c="brand.8">
          <Group gap={8} wrap="nowrap" component="span">
            <IconPhone size={18} aria-hidden="true" />
            {agent.phone}
          </Group>
        </Anchor>
        <Anchor href={`mailto:${agent.email}`} fw={600} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
          <Group gap={8} wrap="nowrap" component="span">
            <IconMail size={18} aria-hidden="true" />
            {agent.email}
          </Group>
        </Anchor>
        {agent.languages.length > 0 && <Fact label="Languages">{agent.languages.join(', ')}</Fact>}
        {agent.specialties.length > 0 && <Fact label="Specialties">{agent.specialties.join(', ')}</Fact>}
        {agent.licenseNumber !== '' && <Fact label="Florida license">{agent.licenseNumber}</Fact>}
        {agent.mlsMemberId !== null && <Fact label="MLS member id">{agent.mlsMemberId}</Fact>}
        {profiles.length > 0 && (
          <Group gap="sm">
            {profiles.map(({ key, label, Icon }) => (
              <Anchor
                key={key}
                href={agent.links[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${agent.name} on ${label}`}
                c="brand.8"
              >
                <Icon size={22} aria-hidden="true" />
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
