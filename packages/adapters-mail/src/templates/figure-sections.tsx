import { Heading, Section, Text } from '@react-email/components';
import type { MailSection } from '@app/domain';
import { MAIL_STYLES } from './mail-styles.ts';

/** Blocks of figures (the newsletter's cities): a heading, its sentences, then one line per figure with its change. */
export function FigureSections({ sections }: { sections: readonly MailSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.heading} style={MAIL_STYLES.card}>
          <Heading as="h2" style={MAIL_STYLES.sectionHeading}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={MAIL_STYLES.paragraph}>
              {paragraph}
            </Text>
          ))}
          {section.figures.map((figure) => (
            <Text key={figure.label} style={MAIL_STYLES.cardLine}>
              <strong>{`${figure.label}:`}</strong>
              {` ${figure.value}`}
              {figure.change === null ? null : <span style={MAIL_STYLES.figureChange}>{` (${figure.change})`}</span>}
            </Text>
          ))}
        </Section>
      ))}
    </>
  );
}
