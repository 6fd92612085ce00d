import { IconBeach, IconSchool, IconSwimming } from '@tabler/icons-react';
import type { CommunityHighlights as Highlights } from '@app/domain';
import classes from './community-page.module.css';

const GROUPS = [
  { key: 'amenities', label: 'Amenities', Icon: IconSwimming },
  { key: 'schools', label: 'Schools', Icon: IconSchool },
  { key: 'lifestyle', label: 'Lifestyle', Icon: IconBeach },
] as const;

/** What the community offers: amenities, schools and lifestyle, each a short list (empty groups are left out). */
export function CommunityHighlights({ highlights }: { highlights: Highlights }) {
  const groups = GROUPS.filter((group) => highlights[group.key].length > 0);
  if (groups.length === 0) return null;
  return (
    <aside aria-labelledby="highlights-title" className={classes.highlights}>
      <h2 id="highlights-title" className={classes.sectionTitle}>
        Highlights
      </h2>
      {groups.map(({ key, label, Icon }) => (
        <section key={key} aria-labelledby={`highlights-${key}`} className={classes.highlightGroup}>
          <h3 id={`highlights-${key}`} className={classes.highlightTitle}>
            <Icon size={22} aria-hidden="true" />
            {label}
          </h3>
          <ul className={classes.highlightList}>
            {highlights[key].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
