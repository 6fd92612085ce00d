import type { ReactNode } from 'react';
import { SiteAddressField } from '../kit/site-address-field.tsx';

interface FooterLinkUrlFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: ReactNode;
}

/** The footer link's address: the shared internal-link picker (a page of the site, or any typed address). */
export function FooterLinkUrlField({ value, onChange, error }: FooterLinkUrlFieldProps) {
  return (
    <SiteAddressField
      label="Link URL"
      description="Pick a page of this site (type its name or address), or type a full https:// address"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
