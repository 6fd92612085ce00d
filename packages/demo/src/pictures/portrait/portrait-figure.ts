import type { PortraitOutfit, PortraitTraits } from '../../data/portrait.ts';
import { mix, shade } from '../color.ts';
import { ellipse, path, rect } from '../svg-kit.ts';
import { HEAD } from './portrait-hair.ts';
import { OUTFIT } from './portrait-palette.ts';

const { cx, cy } = HEAD;
const TORSO = `M240 800C250 650 320 585 470 555L560 528H640L730 555C880 585 950 650 960 800Z`;

function neckline(outfit: PortraitOutfit, trim: string, skin: string): string {
  if (outfit === 'navy blazer' || outfit === 'charcoal blazer') {
    const lapel = shade(OUTFIT[outfit][0], -0.25);
    return (
      path('M548 528L600 650L652 528Z', trim) +
      path('M540 528L600 652L566 712L470 560Z', lapel) +
      path('M660 528L600 652L634 712L730 560Z', lapel)
    );
  }
  if (outfit === 'light blue shirt')
    return (
      path('M556 528L600 600L644 528Z', skin) +
      path('M548 524L600 604L566 620L524 548Z', trim) +
      path('M652 524L600 604L634 620L676 548Z', trim)
    );
  if (outfit === 'sage green cardigan')
    return path('M560 528H640L628 800H572Z', trim) + path('M562 528Q600 572 638 528Z', skin);
  return path('M552 528Q600 586 648 528Z', skin);
}

/** Neck, shoulders and clothes. */
export function figure(traits: PortraitTraits, skin: string): string {
  const [garment, trim] = OUTFIT[traits.outfit];
  return (
    rect(cx - 44, cy + 80, 88, 130, skin) +
    path(
      `M${cx - 44} ${cy + 96}Q${cx} ${cy + 150} ${cx + 44} ${cy + 96}V${cy + 120}Q${cx} ${cy + 160} ${cx - 44} ${cy + 120}Z`,
      shade(skin, -0.18),
      ' opacity=".6"',
    ) +
    path(TORSO, garment) +
    path(
      'M300 800C310 690 360 630 440 600',
      'none',
      ` stroke="${shade(garment, -0.18)}" stroke-width="6" opacity=".5"`,
    ) +
    neckline(traits.outfit, trim, skin)
  );
}

/** Ears, the face oval, eyes, brows, nose, smile, cheeks, and a beard or glasses when the traits have them. */
export function face(traits: PortraitTraits, skin: string, hair: string): string {
  const shadow = shade(skin, -0.2);
  const brow = traits.hairColour === 'blond' || traits.hairColour === 'silver' ? shade(hair, -0.45) : hair;
  const parts = [
    ellipse(cx - 94, cy + 14, 16, 26, shadow),
    ellipse(cx + 94, cy + 14, 16, 26, shadow),
    ellipse(cx, cy, HEAD.rx, HEAD.ry, skin),
    ellipse(cx - 52, cy + 52, 18, 10, '#e8836f', ' opacity=".22"'),
    ellipse(cx + 52, cy + 52, 18, 10, '#e8836f', ' opacity=".22"'),
  ];
  if (traits.beard)
    parts.push(
      path(
        `M${cx - 94} ${cy + 10}C${cx - 92} ${cy + 110} ${cx - 50} ${cy + 130} ${cx} ${cy + 132}C${cx + 50} ${cy + 130} ${cx + 92} ${cy + 110} ${cx + 94} ${cy + 10}C${cx + 78} ${cy + 80} ${cx + 40} ${cy + 70} ${cx} ${cy + 72}C${cx - 40} ${cy + 70} ${cx - 78} ${cy + 80} ${cx - 94} ${cy + 10}Z`,
        hair,
      ),
    );
  for (const side of [-1, 1]) {
    parts.push(ellipse(cx + side * 36, cy + 4, 9, 11, '#2b2220'), ellipse(cx + side * 36 + 3, cy, 3, 3, '#ffffff'));
    parts.push(
      path(
        `M${cx + side * 56} ${cy - 26}Q${cx + side * 38} ${cy - 38} ${cx + side * 18} ${cy - 28}`,
        'none',
        ` stroke="${brow}" stroke-width="7" stroke-linecap="round"`,
      ),
    );
  }
  parts.push(
    path(
      `M${cx - 3} ${cy + 14}Q${cx - 12} ${cy + 44} ${cx + 6} ${cy + 48}`,
      'none',
      ` stroke="${shadow}" stroke-width="4" stroke-linecap="round"`,
    ),
  );
  parts.push(
    path(
      `M${cx - 34} ${cy + 70}Q${cx} ${cy + 104} ${cx + 34} ${cy + 70}Q${cx} ${cy + 80} ${cx - 34} ${cy + 70}Z`,
      '#8a3a33',
    ),
    path(
      `M${cx - 26} ${cy + 73}Q${cx} ${cy + 80} ${cx + 26} ${cy + 73}L${cx + 22} ${cy + 80}Q${cx} ${cy + 86} ${cx - 22} ${cy + 80}Z`,
      '#ffffff',
    ),
  );
  if (traits.glasses) {
    const frame = ` stroke="${mix('#2b2b2b', hair, 0.2)}" stroke-width="5"`;
    parts.push(
      `<rect x="${cx - 68}" y="${cy - 16}" width="60" height="42" rx="14" fill="none"${frame}/>`,
      `<rect x="${cx + 8}" y="${cy - 16}" width="60" height="42" rx="14" fill="none"${frame}/>`,
      path(`M${cx - 8} ${cy + 2}Q${cx} ${cy - 6} ${cx + 8} ${cy + 2}`, 'none', frame),
    );
  }
  return parts.join('');
}
