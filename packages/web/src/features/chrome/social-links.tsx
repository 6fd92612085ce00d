import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import type { SocialLinks as SocialLinksData } from '@app/domain';
import classes from './site-footer.module.css';

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'linkedin', label: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'youtube', label: 'YouTube', Icon: IconBrandYoutube },
] as const;

/** Facebook, Instagram, LinkedIn and YouTube links of the team. */
export function SocialLinks({ links, teamName }: { links: SocialLinksData; teamName: string }) {
  return (
    <div className={classes.socialLinks}>
      {NETWORKS.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={links[key]}
          className={classes.social}
          aria-label={`${teamName} on ${label}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon size={20} aria-hidden="true" />
        </a>
      ))}
    </div>
  );
}
