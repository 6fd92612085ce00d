import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { phoneHref, type SiteSettings } from '@app/domain';

/** The closing invitation to talk to the team. */
export function ContactCallToAction({ settings }: { settings: Pick<SiteSettings, 'phone' | 'teamName'> }) {
  return (
    <Container size="xl" py={{ base: 56, md: 88 }} component="section" aria-labelledby="cta-title">
      <Stack align="center" ta="center" gap="md" maw={720} mx="auto">
        <Title order={2} id="cta-title" size="h1">
          Thinking of buying or selling?
        </Title>
        <Text size="lg">
          Tell {settings.teamName} what you are looking for. A local agent who knows the neighborhood will get back to
          you.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/contact-us" size="lg">
            Contact the team
          </Button>
          <Button component="a" href={phoneHref(settings.phone)} size="lg" variant="outline">
            Call {settings.phone}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
