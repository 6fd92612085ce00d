import logoMark from '../../assets/logo-mark.svg?raw';

/** The Palmetto logo mark in the current text colour. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-flex', width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: logoMark.replace('<svg', `<svg width="${size}" height="${size}"`) }}
    />
  );
}
