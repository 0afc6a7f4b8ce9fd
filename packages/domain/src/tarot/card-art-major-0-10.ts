// Major arcana 0–10: one motif each, drawn in the art area (x 30–270, y 70–420).
import { type SuitPalette, suitSymbol } from './card-art-minor';
import {
  crescentPath,
  heartPath,
  infinityPath,
  MAJOR_PALETTE as M,
  polar,
  r2,
  raysPath,
  sparkle,
  starPath,
} from './card-art-shapes';

export type Motif = (id: string) => string;

/** Stroke attributes of the gold line work. */
export const line = (width: number, color: string = M.gold, fill = 'none') =>
  `fill="${fill}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The suits in gold, for the Magician's table and Temperance's cups. */
export const GOLD_SYMBOLS: SuitPalette = {
  backgroundTop: M.backgroundTop,
  backgroundBottom: M.backgroundBottom,
  main: M.gold,
  second: M.goldDeep,
  light: M.pale,
  dark: M.deep,
  glow: M.glow,
};

export const glow = (id: string, cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-glow)"/>`;

function wheat(x: number, y: number, lean: number): string {
  const grains: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const gy = -70 + i * 11;
    grains.push(
      `<ellipse cx="-5" cy="${gy}" rx="3.4" ry="7" transform="rotate(-28 -5 ${gy})" fill="${M.gold}"/>`,
      `<ellipse cx="5" cy="${gy + 5}" rx="3.4" ry="7" transform="rotate(28 5 ${gy + 5})" fill="${M.gold}"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${lean})"><path d="M0 0V-78" ${line(2)}/>${grains.join('')}</g>`;
}

const fool: Motif = (id) =>
  [
    glow(id, 222, 112, 70),
    `<circle cx="222" cy="112" r="17" fill="${M.gold}"/>`,
    `<path d="${raysPath(222, 112, 24, 34, 12)}" ${line(2.5)}/>`,
    `<path d="M30 372C86 350 128 366 178 352C220 340 244 350 270 344V420H30Z" fill="${M.shade}" opacity="0.55"/>`,
    `<path d="M30 420V292C70 282 110 290 146 300L180 314L186 332L170 350L176 420Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.2" stroke-linejoin="round"/>`,
    `<path d="M48 320C72 314 98 316 120 322M58 350C84 344 112 346 140 356M44 384C70 378 98 380 126 388" ${line(1.2, M.goldDeep)}/>`,
    `<path d="M108 300L160 214" ${line(3.5)}/>`,
    `<path d="M160 214C146 214 142 198 150 190C156 184 162 186 164 180C168 186 176 186 180 192C186 202 176 214 160 214Z" fill="${M.shade}" stroke="${M.gold}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M158 186Q164 190 170 186" ${line(2)}/><path d="M152 198Q160 206 172 200" ${line(1.2, M.goldDeep)}/>`,
    `<path d="M62 168q9 -9 18 0q9 -9 18 0" ${line(2, M.pale)}/><path d="M100 138q6 -6 12 0q6 -6 12 0" ${line(1.6, M.pale)}/>`,
    `<g transform="translate(86 288)">${[0, 72, 144, 216, 288]
      .map((d) => {
        const [x, y] = polar(0, 0, 5, d - 90);
        return `<circle cx="${x}" cy="${y}" r="4.2" fill="${M.pale}"/>`;
      })
      .join('')}<circle r="2.6" fill="${M.gold}"/></g>`,
    `<path d="M86 292V306" ${line(1.6, M.pale)}/>`,
    sparkle(70, 100, 6, M.pale),
    sparkle(250, 200, 4, M.pale),
  ].join('');

const magician: Motif = (id) =>
  [
    glow(id, 150, 150, 90),
    `<path d="${infinityPath(150, 104, 76)}" ${line(4)}/>`,
    `<path d="${raysPath(150, 150, 16, 34, 8)}" ${line(2, M.pale)}/>`,
    `<rect x="144" y="150" width="12" height="150" rx="6" fill="${M.gold}" stroke="${M.deep}" stroke-width="1.5"/>`,
    `<circle cx="150" cy="150" r="8" fill="${M.pale}"/><circle cx="150" cy="300" r="8" fill="${M.pale}"/>`,
    `<path d="M44 342H256" ${line(3.5)}/><path d="M62 342V404M238 342V404" ${line(2.5)}/>`,
    `<path d="M50 352H250" ${line(1.2, M.goldDeep)}/>`,
    suitSymbol('CUPS', GOLD_SYMBOLS, { x: 76, y: 314, scale: 0.55 }, false),
    suitSymbol('SWORDS', GOLD_SYMBOLS, { x: 124, y: 310, scale: 0.55 }, false),
    suitSymbol('PENTACLES', GOLD_SYMBOLS, { x: 176, y: 322, scale: 0.65 }, false),
    suitSymbol('WANDS', GOLD_SYMBOLS, { x: 224, y: 310, scale: 0.55 }, false),
  ].join('');

function pillar(x: number, fill: string, letter: string, letterColor: string): string {
  return [
    `<rect x="${x}" y="132" width="34" height="248" fill="${fill}" stroke="${M.gold}" stroke-width="2"/>`,
    `<rect x="${x - 7}" y="118" width="48" height="16" rx="3" fill="${fill}" stroke="${M.gold}" stroke-width="2"/>`,
    `<rect x="${x - 7}" y="378" width="48" height="16" rx="3" fill="${fill}" stroke="${M.gold}" stroke-width="2"/>`,
    `<text x="${x + 17}" y="168" text-anchor="middle" font-size="20" font-weight="700" fill="${letterColor}">${letter}</text>`,
  ].join('');
}

const highPriestess: Motif = (id) => {
  const seeds: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const x = 110 + col * 40 + (row % 2) * 20 - 10;
      seeds.push(
        `<circle cx="${x}" cy="${300 + row * 22}" r="5" fill="${M.goldDeep}"/><circle cx="${x}" cy="${296 + row * 22}" r="1.6" fill="${M.pale}"/>`,
      );
    }
  }
  return [
    `<rect x="86" y="150" width="128" height="226" fill="${M.shade}" opacity="0.6"/>`,
    seeds.join(''),
    glow(id, 150, 222, 80),
    `<path d="${crescentPath(150, 222, 44, 0.55)}" transform="rotate(180 150 222)" fill="${M.pale}" stroke="${M.gold}" stroke-width="1.5"/>`,
    pillar(52, M.deep, 'B', M.pale),
    pillar(214, '#E8DCF7', 'J', M.deep),
  ].join('');
};

const empress: Motif = (id) => {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(150, 205, 86, 195 + (i * 150) / 11);
    return `<path d="${starPath(x, y, 7, 2.9, 5)}" fill="${M.pale}"/>`;
  });
  return [
    glow(id, 150, 215, 110),
    stars.join(''),
    `<circle cx="150" cy="205" r="44" ${line(7, M.gold, M.shade)}/>`,
    `<path d="M150 249V340M116 298H184" ${line(7)}/>`,
    `<path d="${heartPath(150, 206, 14)}" fill="${M.gold}"/>`,
    wheat(62, 410, -12),
    wheat(82, 412, 6),
    wheat(218, 412, -6),
    wheat(238, 410, 12),
  ].join('');
};

const emperor: Motif = (id) =>
  [
    `<path d="M30 322L82 240L114 292L160 206L206 290L238 252L270 300V420H30Z" fill="${M.shade}" opacity="0.7" stroke="${M.goldDeep}" stroke-width="1.5"/>`,
    glow(id, 150, 250, 90),
    `<rect x="92" y="196" width="116" height="168" rx="4" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.5"/>`,
    `<path d="M104 196C80 196 74 168 92 162C106 158 112 174 100 180" ${line(3)}/>`,
    `<path d="M196 196C220 196 226 168 208 162C194 158 188 174 200 180" ${line(3)}/>`,
    `<rect x="78" y="362" width="144" height="16" rx="3" fill="${M.shade}" stroke="${M.gold}" stroke-width="2"/>`,
    `<ellipse cx="150" cy="228" rx="15" ry="19" ${line(6.5, M.pale)}/>`,
    `<path d="M150 247V340M124 262H176" ${line(7, M.pale)}/>`,
  ].join('');

function key(color: string): string {
  return [
    `<circle cx="0" cy="-38" r="11" ${line(4.5, color)}/>`,
    `<path d="M0 -27V38M0 22H11V28H0M0 32H13V38H0" ${line(4.5, color)}/>`,
  ].join('');
}

const hierophant: Motif = (id) =>
  [
    `<path d="M52 140V390M248 140V390" ${line(10, M.shade)}/>`,
    glow(id, 150, 160, 80),
    `<path d="M150 104V322M130 140H170M120 166H180M110 192H190" ${line(6.5)}/>`,
    `<circle cx="150" cy="104" r="7" fill="${M.pale}"/>`,
    `<g transform="translate(150 350) rotate(-38)">${key(M.gold)}</g>`,
    `<g transform="translate(150 350) rotate(38)">${key(M.pale)}</g>`,
  ].join('');

const lovers: Motif = (id) => {
  const wing = (side: 1 | -1) => {
    const x = (dx: number) => r2(150 + side * dx);
    return `<path d="M${x(24)} 124C${x(50)} 102 ${x(84)} 96 ${x(112)} 104C${x(92)} 110 ${x(90)} 114 ${x(104)} 118C${x(82)} 122 ${x(80)} 126 ${x(92)} 132C${x(66)} 134 ${x(44)} 136 ${x(24)} 134Z" fill="${M.lavender}" stroke="${M.gold}" stroke-width="1.5" stroke-linejoin="round"/>`;
  };
  return [
    glow(id, 150, 128, 80),
    `<path d="${raysPath(150, 128, 26, 40, 16)}" ${line(2, M.pale)}/>`,
    wing(1),
    wing(-1),
    `<circle cx="150" cy="128" r="20" fill="${M.gold}"/>`,
    `<path d="M50 400Q150 330 250 400Z" fill="${M.shade}" stroke="${M.goldDeep}" stroke-width="1.5"/>`,
    `<path d="M150 372V340" ${line(2.5, M.goldDeep)}/><path d="${heartPath(150, 334, 9)}" fill="${M.lavender}"/>`,
    `<path d="${heartPath(120, 262, 40)}" fill="${M.deep}" stroke="${M.gold}" stroke-width="3"/>`,
    `<path d="${heartPath(180, 262, 40)}" fill="${M.shade}" fill-opacity="0.85" stroke="${M.pale}" stroke-width="3"/>`,
    sparkle(150, 198, 7, M.pale),
  ].join('');
};

const chariot: Motif = (id) => {
  const stars = [0, 1, 2, 3, 4].map((i) => {
    const x = 88 + i * 31;
    const y = r2(150 - Math.sin((i / 4) * Math.PI) * 30);
    return `<path d="${starPath(x, y + 10, 6, 2.5, 5)}" fill="${M.pale}"/>`;
  });
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="332" r="30" ${line(3, M.gold, M.deep)}/><path d="${raysPath(cx, 332, 5, 28, 8)}" ${line(2)}/><circle cx="${cx}" cy="332" r="5" fill="${M.gold}"/>`;
  return [
    glow(id, 150, 250, 110),
    `<path d="M72 160Q150 100 228 160" ${line(3)}/>`,
    stars.join(''),
    `<path d="M78 160V300M222 160V300" ${line(3)}/>`,
    `<path d="${crescentPath(62, 214, 16, 0.4)}" transform="rotate(180 62 214)" fill="${M.pale}"/>`,
    `<path d="${crescentPath(238, 214, 16, 0.4)}" fill="${M.pale}"/>`,
    `<rect x="88" y="226" width="124" height="92" rx="6" fill="${M.shade}" stroke="${M.gold}" stroke-width="2.5"/>`,
    `<path d="M136 262C120 252 108 254 98 260C112 262 120 268 136 270ZM164 262C180 252 192 254 202 260C188 262 180 268 164 270Z" fill="${M.lavender}"/>`,
    `<circle cx="150" cy="265" r="11" fill="${M.gold}"/>`,
    wheel(96),
    wheel(204),
  ].join('');
};

const strength: Motif = (id) => {
  const flowers = Array.from({ length: 14 }, (_, i) => {
    const [x, y] = polar(150, 262, 94, (i * 360) / 14);
    const petals = [0, 72, 144, 216, 288].map((d) => {
      const [px, py] = polar(x, y, 5, d);
      return `<circle cx="${px}" cy="${py}" r="4" fill="${i % 2 === 0 ? M.pale : M.lavender}"/>`;
    });
    return `${petals.join('')}<circle cx="${x}" cy="${y}" r="2.5" fill="${M.gold}"/>`;
  });
  return [
    glow(id, 150, 262, 110),
    `<path d="${infinityPath(150, 108, 80)}" ${line(4)}/>`,
    `<circle cx="150" cy="262" r="94" ${line(1.5, M.goldDeep)}/>`,
    flowers.join(''),
    `<path d="${starPath(150, 262, 66, 50, 16)}" fill="${M.goldDeep}" stroke="${M.gold}" stroke-width="2" stroke-linejoin="round"/>`,
    `<circle cx="120" cy="226" r="10" fill="${M.gold}"/><circle cx="180" cy="226" r="10" fill="${M.gold}"/>`,
    `<circle cx="150" cy="264" r="40" fill="${M.gold}"/>`,
    `<path d="M132 252Q138 246 144 252M156 252Q162 246 168 252" ${line(3, M.deep)}/>`,
    `<path d="M142 270H158L150 280Z" fill="${M.deep}"/>`,
    `<path d="M150 280V286M138 288Q144 294 150 286Q156 294 162 288" ${line(2.5, M.deep)}/>`,
  ].join('');
};

const hermit: Motif = (id) =>
  [
    `<path d="M30 420L112 306L140 330L204 246L270 334V420Z" fill="${M.shade}" stroke="${M.goldDeep}" stroke-width="1.5"/>`,
    `<path d="M204 246L190 286L206 278L214 300" ${line(1.5, M.pale)}/>`,
    glow(id, 118, 214, 95),
    `<path d="M214 130L232 400" ${line(5)}/>`,
    `<path d="M104 170Q118 150 132 170" ${line(3)}/>`,
    `<path d="M100 180H136L130 172H106Z" fill="${M.gold}"/>`,
    `<path d="M98 184H138L134 246H102Z" fill="${M.deep}" fill-opacity="0.6" stroke="${M.gold}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${starPath(118, 215, 19, 11, 6)}" fill="${M.pale}"/>`,
    `<path d="M100 250H136L130 258H106Z" fill="${M.gold}"/>`,
    sparkle(64, 110, 5, M.pale),
    sparkle(240, 96, 4, M.pale),
  ].join('');

const wheel: Motif = (id) => {
  const marks = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = polar(150, 245, 88, -90 + 22.5 + i * 45);
    return i % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="4.5" fill="${M.pale}"/>`
      : `<path d="${starPath(x, y, 6, 2.4, 4)}" fill="${M.pale}"/>`;
  });
  const cloud = (x: number, y: number) =>
    `<g fill="${M.lavender}" opacity="0.35"><circle cx="${x - 12}" cy="${y + 3}" r="11"/><circle cx="${x}" cy="${y - 4}" r="14"/><circle cx="${x + 13}" cy="${y + 3}" r="10"/></g>${sparkle(x, y - 2, 6, M.pale)}`;
  return [
    glow(id, 150, 245, 120),
    cloud(62, 104),
    cloud(238, 104),
    cloud(62, 392),
    cloud(238, 392),
    `<circle cx="150" cy="245" r="98" ${line(4, M.gold, M.deep)}/>`,
    `<circle cx="150" cy="245" r="78" ${line(1.5)}/>`,
    `<path d="${raysPath(150, 245, 12, 78, 8)}" ${line(2.5)}/>`,
    marks.join(''),
    `<circle cx="150" cy="245" r="36" ${line(3, M.gold, M.shade)}/>`,
    `<circle cx="150" cy="245" r="12" fill="${M.gold}"/>`,
  ].join('');
};

export const MAJOR_MOTIFS_0_10: readonly Motif[] = [
  fool,
  magician,
  highPriestess,
  empress,
  emperor,
  hierophant,
  lovers,
  chariot,
  strength,
  hermit,
  wheel,
];
