import type { CSSProperties } from 'react';

/** The mails' few styles, inline (mail clients drop style sheets): Palmetto's navy and a readable system font. */
export const MAIL_STYLES = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '32px 28px' },
  team: { color: '#1f3a5f', fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 24px' },
  heading: { color: '#1f3a5f', fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  paragraph: { color: '#222222', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: '#1f3a5f',
    borderRadius: '4px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  footer: { color: '#555555', fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
  link: { color: '#1f3a5f' },
  card: { borderTop: '1px solid #e3e5e8', padding: '16px 0' },
  photo: { borderRadius: '4px', display: 'block', width: '100%', maxWidth: '544px', height: 'auto' },
  price: { color: '#1f3a5f', fontSize: '20px', fontWeight: 700, margin: '12px 0 4px' },
  cardLine: { color: '#222222', fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' },
  sectionHeading: { color: '#1f3a5f', fontSize: '18px', lineHeight: '24px', margin: '0 0 8px' },
  figureChange: { color: '#555555', fontSize: '14px' },
  cardNote: { color: '#8a4b08', fontSize: '14px', fontWeight: 700, margin: '0 0 4px' },
} satisfies Record<string, CSSProperties>;
