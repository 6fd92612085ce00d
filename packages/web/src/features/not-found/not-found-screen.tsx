import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NOT_FOUND_SCREEN } from '@app/domain';
import beachHouse from '../../assets/beach-house.svg';
import { PageHero } from '../chrome/page-hero.tsx';

/** The Page Not Found screen with the spec's exact texts, the beach-house image and three ways back. */
export function NotFoundScreen() {
  return (
    <>
      <PageHero title={NOT_FOUND_SCREEN.title} eyebrow="Error 404" />
      <Container size="lg" py={64}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <img
            src={beachHouse}
            alt="A raised beach house among the dunes"
            width={800}
            height={600}
            style={{ width: '100%', height: 'auto' }}
          />
          <Stack gap="lg">
            <Text size="lg">{NOT_FOUND_SCREEN.text}</Text>
            <Title order={2} size="h3">
              {NOT_FOUND_SCREEN.prompt}
            </Title>
            <Group gap="sm">
              {NOT_FOUND_SCREEN.actions.map((action, index) => (
                <Button
                  key={action.to}
                  component={Link}
                  to={action.to}
                  variant={index === 0 ? 'filled' : 'outline'}
                  size="md"
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
