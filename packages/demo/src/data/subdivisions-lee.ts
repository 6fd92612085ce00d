import { subdivision as s } from './subdivision.ts';

/** Communities of Fort Myers, Bonita Springs and Estero (Lee County). */
export const LEE_MAINLAND_SUBDIVISIONS = [
  s('Gulf Harbour', 'Fort Myers', '33908', [26.5, -81.918, 0.006], [1_300_000, 480, 'golf', 0.55, 1988, 2022]),
  s('McGregor', 'Fort Myers', '33901', [26.605, -81.885, 0.008], [950_000, 450, 'estate', 0.35, 1925, 2024]),
  s('Gateway', 'Fort Myers', '33913', [26.57, -81.76, 0.01], [480_000, 280, 'golf', 0.3, 1990, 2024]),
  s('Paseo', 'Fort Myers', '33908', [26.552, -81.8, 0.004], [520_000, 300, 'golf', 0.25, 2006, 2020]),
  s('Whiskey Creek', 'Fort Myers', '33919', [26.572, -81.888, 0.006], [550_000, 330, 'suburban', 0.3, 1972, 2020]),
  s('River District', 'Fort Myers', '33901', [26.643, -81.866, 0.004], [600_000, 420, 'urban', 0.4, 1925, 2024]),
  s('Fiddlesticks', 'Fort Myers', '33912', [26.52, -81.853, 0.005], [700_000, 330, 'golf', 0.4, 1982, 2005]),
  s('The Forest', 'Fort Myers', '33908', [26.544, -81.868, 0.005], [650_000, 320, 'golf', 0.3, 1978, 2005]),
  s('Crown Colony', 'Fort Myers', '33908', [26.527, -81.836, 0.004], [680_000, 310, 'golf', 0.3, 1998, 2012]),
  s('Verandah', 'Fort Myers', '33905', [26.705, -81.77, 0.008], [580_000, 300, 'golf', 0.35, 2004, 2024]),
  s('Bonita Bay', 'Bonita Springs', '34134', [26.372, -81.818, 0.008], [1_900_000, 620, 'golf', 0.4, 1986, 2024]),
  s('Pelican Landing', 'Bonita Springs', '34134', [26.398, -81.803, 0.008], [1_300_000, 500, 'golf', 0.3, 1992, 2022]),
  s('Shadow Wood', 'Bonita Springs', '34135', [26.401, -81.778, 0.005], [900_000, 420, 'golf', 0.35, 1998, 2012]),
  s(
    'Bonita Beach',
    'Bonita Springs',
    '34134',
    [26.335, -81.843, 0.003],
    [2_400_000, 1_000, 'beachfront', 0.75, 1965, 2025],
  ),
  s('Spanish Wells', 'Bonita Springs', '34135', [26.386, -81.785, 0.004], [800_000, 400, 'golf', 0.3, 1985, 2010]),
  s('Bonita National', 'Bonita Springs', '34135', [26.347, -81.73, 0.005], [850_000, 400, 'golf', 0.2, 2015, 2025]),
  s('Bonita Springs', 'Bonita Springs', '34135', [26.34, -81.778, 0.008], [520_000, 330, 'suburban', 0.2, 1960, 2025]),
  s('The Brooks', 'Estero', '33928', [26.433, -81.797, 0.008], [900_000, 410, 'golf', 0.3, 1995, 2012]),
  s('Miromar Lakes', 'Estero', '33928', [26.467, -81.767, 0.007], [2_200_000, 700, 'golf', 0.6, 2002, 2025]),
  s('Grandezza', 'Estero', '33928', [26.428, -81.77, 0.005], [750_000, 380, 'golf', 0.3, 2000, 2012]),
  s('West Bay Club', 'Estero', '33928', [26.425, -81.823, 0.004], [1_600_000, 550, 'golf', 0.45, 2000, 2020]),
  s('Wildcat Run', 'Estero', '33928', [26.419, -81.784, 0.004], [650_000, 350, 'golf', 0.35, 1985, 2010]),
];
