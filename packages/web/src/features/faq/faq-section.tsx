import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FaqEntry } from '@app/domain';
import classes from './faq-section.module.css';

/** An answer's paragraphs: the admin writes plain text, one paragraph a line. */
function paragraphs(answer: string): string[] {
  return answer.split(/\n+/).filter((line) => line.trim() !== '');
}

/**
 * The FAQ of the SEO settings, every question and answer visible (the page also describes them
 * as a schema.org FAQPage, which search engines accept only for questions shown on the page).
 */
export function FaqSection({ faq }: { faq: readonly FaqEntry[] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className={classes.section}>
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Title order={2} id="faq-title" c="brand.8" mb="lg">
          Frequently asked questions
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 40 }} verticalSpacing={{ base: 'lg', md: 32 }}>
          {faq.map((entry) => (
            <Stack key={entry.question} gap={6}>
              <Title order={3} size="h4">
                {entry.question}
              </Title>
              {paragraphs(entry.answer).map((line, index) => (
                <Text key={index} className={classes.answer}>
                  {line}
                </Text>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
