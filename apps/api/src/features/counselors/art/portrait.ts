import type { DrawnArt } from '../tables';
import { type Colours, choose, coloursOf, hashOf, SIGNS, svgOpen } from './svg-parts';

// A counselor's portrait drawn by code: a friendly person seen from the front (face, hair,
// a collar in the counselor's colours) with a small badge of their sign. Unlike the AI
// characters' hooded figures under a big sign, this is a face: people are counseled by people.
// The motif picks the hair and the badge; the same art always gives the same string.

const SKIN = ['#F8DCC8', '#F1CDB2', '#E7BC98', '#F5D3BD'] as const;
const HAIR = ['#2E2327', '#3B2A22', '#4A3426', '#262230', '#5B4032'] as const;

type Tones = Colours & { skin: string; hair: string };

/** Hair drawn behind the head (long hair) and in front of it (fringe, parting), per style. */
const HAIR_STYLES: Record<string, { back: (t: Tones) => string; front: (t: Tones) => string }> = {
  short: {
    back: () => '',
    front: ({ hair }) =>
      `<path d="M80 112C78 80 96 64 120 64C146 64 164 80 160 114C152 98 140 90 124 92C108 94 92 98 80 112Z" fill="${hair}"/>`,
  },
  long: {
    back: ({ hair }) =>
      `<path d="M78 110C74 76 96 62 120 62C146 62 168 78 162 112L168 176C150 186 90 186 72 176Z" fill="${hair}"/>`,
    front: ({ hair }) =>
      `<path d="M80 114C80 82 98 66 122 66C146 66 162 84 160 114C148 96 132 88 118 86C104 92 92 102 80 114Z" fill="${hair}"/>`,
  },
  bob: {
    back: ({ hair }) =>
      `<path d="M76 116C72 78 96 62 120 62C146 62 170 78 164 116L162 150C150 156 90 156 78 150Z" fill="${hair}"/>`,
    front: ({ hair }) =>
      `<path d="M80 116C80 84 98 68 120 68C142 68 160 84 160 116L156 100C146 92 128 90 120 92C110 90 92 94 84 102Z" fill="${hair}"/>`,
  },
  bun: {
    back: ({ hair }) => `<circle cx="120" cy="58" r="18" fill="${hair}"/>`,
    front: ({ hair, accent }) =>
      `<path d="M80 112C78 82 96 68 120 68C144 68 162 82 160 112C150 96 136 88 120 88C104 88 90 96 80 112Z" fill="${hair}"/><path d="M104 60Q120 52 136 60" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  },
  wave: {
    back: ({ hair }) =>
      `<path d="M76 112C70 76 96 60 120 60C148 60 172 78 164 112C172 132 166 152 156 164C140 170 100 170 84 164C74 152 68 132 76 112Z" fill="${hair}"/>`,
    front: ({ hair }) =>
      `<path d="M80 112C80 82 100 66 122 66C146 66 162 84 160 112C154 100 146 94 138 96C130 88 118 88 110 96C100 94 88 100 80 112Z" fill="${hair}"/>`,
  },
  curly: {
    back: ({ hair }) =>
      [72, 90, 108, 126, 144, 162]
        .map(
          (x, i) =>
            `<circle cx="${x + 3}" cy="${(i % 2 === 0 ? 86 : 78) + 8}" r="16" fill="${hair}"/>`,
        )
        .join(''),
    front: ({ hair }) =>
      [88, 104, 120, 136, 152]
        .map((x, i) => `<circle cx="${x}" cy="${i % 2 === 0 ? 82 : 76}" r="13" fill="${hair}"/>`)
        .join(''),
  },
};

/** Shoulders and a collar in the counselor's colours, the neck above them (over long hair). */
function body({ main, accent, skin }: Tones): string {
  return [
    `<rect x="108" y="146" width="24" height="26" rx="8" fill="${skin}"/>`,
    `<path d="M48 240C50 198 80 172 120 172C160 172 190 198 192 240Z" fill="${main}"/>`,
    `<path d="M102 172L120 196L138 172" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join('');
}

/** A calm, smiling face: eyes as soft arcs, a little blush, a small smile. */
function face({ skin }: Tones, hair: string): string {
  return [
    `<ellipse cx="120" cy="114" rx="38" ry="42" fill="${skin}"/>`,
    `<ellipse cx="82" cy="118" rx="6" ry="9" fill="${skin}"/><ellipse cx="158" cy="118" rx="6" ry="9" fill="${skin}"/>`,
    `<path d="M100 116Q106 110 112 116M128 116Q134 110 140 116" fill="none" stroke="${hair}" stroke-width="3.2" stroke-linecap="round"/>`,
    `<path d="M98 104Q105 100 112 103M128 103Q135 100 142 104" fill="none" stroke="${hair}" stroke-width="2.4" stroke-linecap="round" opacity="0.8"/>`,
    '<circle cx="100" cy="130" r="7" fill="#F08A8A" opacity="0.28"/><circle cx="140" cy="130" r="7" fill="#F08A8A" opacity="0.28"/>',
    `<path d="M110 136Q120 144 130 136" fill="none" stroke="#B5575B" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

/** The counselor's sign on a round badge at the lower right. */
function badge({ accent, ground }: Colours, motif: string | undefined): string {
  const sign = choose(SIGNS, motif);
  return `<circle cx="190" cy="190" r="24" fill="${ground}" stroke="${accent}" stroke-width="3"/>${sign(190, 190, 13, accent)}`;
}

/** The portrait of a counselor: a 240 × 240 SVG; `name` is its accessible title. */
export function counselorPortraitSvg(art: DrawnArt | null | undefined, name: string): string {
  const colours = coloursOf(art);
  const seed = hashOf(`${art?.motif ?? ''}|${colours.main}`);
  const tones: Tones = {
    ...colours,
    skin: SKIN[seed % SKIN.length] as string,
    hair: HAIR[(seed >>> 3) % HAIR.length] as string,
  };
  const [hairMotif, signMotif] = (art?.motif ?? '').split(':');
  const style = choose(HAIR_STYLES, hairMotif || undefined);
  return [
    svgOpen('cp', name, 240, 240, colours),
    `<circle cx="120" cy="118" r="70" fill="${colours.accent}" opacity="0.16"/>`,
    style.back(tones),
    body(tones),
    face(tones, tones.hair),
    style.front(tones),
    badge(colours, signMotif || hairMotif || undefined),
    '</svg>',
  ].join('');
}

export const PORTRAIT_HAIR_STYLES = Object.keys(HAIR_STYLES);
