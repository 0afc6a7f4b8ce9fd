// Major arcana 11–21: one motif each, drawn in the art area (x 30–270, y 70–420).
import { GOLD_SYMBOLS, glow, line, type Motif } from './card-art-major-0-10';
import { suitSymbol } from './card-art-minor';
import {
  crescentPath,
  infinityPath,
  leafPath,
  MAJOR_PALETTE as M,
  pentagramPath,
  polar,
  r2,
  raysPath,
  sparkle,
  starPath,
  transform,
} from './card-art-shapes';

function drop(x: number, y: number, size: number, color: string): string {
  return `<path d="M${x} ${r2(y - size * 1.6)}Q${r2(x + size)} ${r2(y - size * 0.2)} ${x} ${r2(y + size * 0.6)}Q${r2(x - size)} ${r2(y - size * 0.2)} ${x} ${r2(y - size * 1.6)}Z" fill="${color}"/>`;
}

const justice: Motif = (id) => {
  const pan = (x: number) =>
    `<path d="M${x} 172L${x - 22} 250M${x} 172L${x + 22} 250" ${line(1.5, M.pale)}/><path d="M${x - 28} 250Q${x} 280 ${x + 28} 250Z" fill="${M.shade}" stroke="${M.gold}" stroke-width="2.5" stroke-linejoin="round"/>`;
  return [
    glow(id, 150, 200, 100),
    `<path d="M150 94L159 112V306H141V112Z" fill="${M.pale}" stroke="${M.gold}" stroke-width="2"/>`,
    `<path d="M150 116V300" ${line(1.5, M.goldDeep)}/>`,
    `<path d="M114 306H186" ${line(7)}/><path d="M150 310V338" ${line(7, M.goldDeep)}/>`,
    `<circle cx="150" cy="344" r="8" fill="${M.gold}"/>`,
    `<path d="M70 172H230" ${line(4)}/><circle cx="150" cy="172" r="7" fill="${M.gold}"/>`,
    pan(76),
    pan(224),
    `<path d="M80 384H220M66 400H234" ${line(3)}/>`,
  ].join('');
};

const hangedMan: Motif = (id) => {
  const leaves = [150, 200, 250, 300].flatMap((y, i) => [
    `<path d="${leafPath(16)}" transform="${transform(78, y, i % 2 === 0 ? -150 : -30, 1)}" fill="${M.lavender}"/>`,
    `<path d="${leafPath(16)}" transform="${transform(222, y + 20, i % 2 === 0 ? -30 : -150, 1)}" fill="${M.lavender}"/>`,
  ]);
  return [
    `<path d="M78 400V118M222 400V118M64 116H236" ${line(8, M.goldDeep)}/>`,
    leaves.join(''),
    glow(id, 150, 312, 70),
    `<path d="${raysPath(150, 312, 30, 44, 16)}" ${line(2, M.pale)}/>`,
    `<circle cx="150" cy="312" r="27" ${line(2)}/>`,
    `<path d="M150 118V226" ${line(7)}/>`,
    `<path d="M150 172L122 188L148 206" ${line(7)}/>`,
    `<path d="M150 232L126 268L150 284L174 268Z" ${line(4, M.lavender, M.shade)}/>`,
    `<path d="M150 226V290" ${line(11, M.lavender)}/>`,
    `<circle cx="150" cy="312" r="15" fill="${M.pale}"/>`,
  ].join('');
};

const death: Motif = (id) => {
  const petals = [0, 72, 144, 216, 288].map((d) => {
    const [x, y] = polar(163, 184, 11, d - 90);
    return `<circle cx="${x}" cy="${y}" r="10" fill="${M.pale}"/>`;
  });
  return [
    glow(id, 206, 332, 90),
    `<path d="${raysPath(206, 332, 34, 60, 12)}" ${line(2, M.goldDeep)}/>`,
    `<path d="M172 332A34 34 0 0 1 240 332Z" fill="${M.gold}"/>`,
    `<rect x="30" y="332" width="240" height="88" fill="${M.deep}"/>`,
    `<path d="M30 332H270" ${line(2)}/>`,
    `<path d="M40 420C90 394 150 392 164 368C174 352 204 344 226 338" ${line(9, M.shade)}/>`,
    `<path d="M40 420C90 394 150 392 164 368C174 352 204 344 226 338" ${line(1.5, M.lavender)}/>`,
    `<path d="M68 404L98 104" ${line(4)}/>`,
    `<path d="M98 112L238 130L230 250L88 234Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M106 124L228 140L222 240L98 226Z" ${line(1, M.goldDeep)}/>`,
    petals.join(''),
    `<circle cx="163" cy="184" r="6" fill="${M.gold}"/>`,
  ].join('');
};

const temperance: Motif = (id) => {
  const wing = (side: 1 | -1) => {
    const x = (dx: number) => r2(150 + side * dx);
    return `<path d="M${x(10)} 170C${x(60)} 110 ${x(110)} 120 ${x(118)} 150C${x(100)} 160 ${x(96)} 190 ${x(104)} 220C${x(84)} 226 ${x(70)} 250 ${x(74)} 280C${x(50)} 250 ${x(24)} 220 ${x(10)} 170Z" fill="${M.lavender}" opacity="0.28"/>`;
  };
  return [
    wing(1),
    wing(-1),
    glow(id, 150, 250, 90),
    `<rect x="132" y="92" width="36" height="36" ${line(2.5)}/><path d="M150 98L164 122H136Z" fill="${M.pale}"/>`,
    `<path d="M132 196C172 190 198 232 191 296" ${line(5, M.lavender)}/>`,
    `<path d="M134 200C166 198 188 236 185 294" ${line(1.8, M.pale)}/>`,
    suitSymbol('CUPS', GOLD_SYMBOLS, { x: 100, y: 215, rotate: 35, scale: 0.75 }, false),
    suitSymbol('CUPS', GOLD_SYMBOLS, { x: 196, y: 330, rotate: -10, scale: 0.75 }, false),
    `<ellipse cx="150" cy="398" rx="110" ry="12" fill="${M.shade}"/>`,
    `<path d="M64 392V350" ${line(2, M.goldDeep)}/>`,
    `<path d="M64 350C56 338 56 330 64 322C72 330 72 338 64 350ZM64 350C52 346 46 340 46 332C56 334 62 340 64 350ZM64 350C76 346 82 340 82 332C72 334 66 340 64 350Z" fill="${M.pale}"/>`,
  ].join('');
};

const devil: Motif = (id) => {
  const wing = (side: 1 | -1) => {
    const x = (dx: number) => r2(150 + side * dx);
    return `<path d="M${x(36)} 140C${x(70)} 104 ${x(104)} 110 ${x(116)} 140C${x(100)} 136 ${x(94)} 146 ${x(96)} 158C${x(84)} 150 ${x(74)} 154 ${x(72)} 168C${x(62)} 158 ${x(50)} 158 ${x(40)} 166Z" fill="${M.shade}" stroke="${M.goldDeep}" stroke-width="1.8" stroke-linejoin="round"/>`;
  };
  const chain = (fromX: number, toX: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const t = i / 5;
      const x = r2(fromX + (toX - fromX) * t);
      const y = r2(312 + 70 * t);
      return `<ellipse cx="${x}" cy="${y}" rx="${i % 2 === 0 ? 5 : 3}" ry="${i % 2 === 0 ? 7 : 8}" ${line(2.2, M.goldDeep)}/>`;
    }).join('');
  return [
    wing(1),
    wing(-1),
    glow(id, 150, 148, 70),
    `<circle cx="150" cy="148" r="42" ${line(3, M.gold, M.deep)}/>`,
    `<path d="${pentagramPath(150, 148, 37, 90)}" ${line(2.5, M.pale)}/>`,
    `<path d="M104 236H196L188 312H112Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M116 252H184" ${line(1.5, M.goldDeep)}/>`,
    `<circle cx="124" cy="300" r="5" ${line(2.5)}/><circle cx="176" cy="300" r="5" ${line(2.5)}/>`,
    chain(124, 92),
    chain(176, 208),
    `<circle cx="92" cy="396" r="12" ${line(3)}/><circle cx="208" cy="396" r="12" ${line(3)}/>`,
  ].join('');
};

const tower: Motif = (id) => {
  const drops = [
    [62, 150],
    [84, 210],
    [56, 270],
    [90, 318],
    [228, 196],
    [246, 256],
    [214, 300],
    [240, 340],
  ].map(([x, y]) => drop(x as number, y as number, 6, M.gold));
  return [
    glow(id, 150, 200, 110),
    `<path d="M60 420L98 372L128 384L150 362L178 380L206 368L240 420Z" fill="${M.shade}" stroke="${M.goldDeep}" stroke-width="1.5"/>`,
    `<path d="M116 374L124 176H176L184 374Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M119 236H181M118 296H182M117 346H183M150 176V236M136 236V296M164 236V296M150 296V346" ${line(1.2, M.goldDeep)}/>`,
    `<path d="M118 176V160H130V168H142V160H158V168H170V160H182V176Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2" stroke-linejoin="round"/>`,
    `<rect x="138" y="198" width="24" height="28" rx="12" fill="${M.gold}"/>`,
    `<rect x="128" y="256" width="16" height="24" rx="8" fill="${M.gold}"/><rect x="158" y="306" width="16" height="24" rx="8" fill="${M.gold}"/>`,
    `<g transform="${transform(196, 132, 28, 1)}"><path d="M-20 8L-22 -12L-10 -2L0 -16L10 -2L22 -12L20 8Z" fill="${M.gold}" stroke="${M.deep}" stroke-width="1.5"/></g>`,
    `<path d="M262 74L214 120L230 124L176 176L246 130L228 126Z" fill="${M.pale}" stroke="${M.gold}" stroke-width="1.5" stroke-linejoin="round"/>`,
    drops.join(''),
  ].join('');
};

const star: Motif = (id) => {
  const small = [150, 190, 230, 270, 310, 350, 30].map((d) => {
    const [x, y] = polar(150, 180, 100, d);
    return `<path d="${starPath(x, r2(180 + (y - 180) * 0.82), 11, 3.6, 8)}" fill="${M.pale}"/>`;
  });
  return [
    glow(id, 150, 172, 110),
    `<path d="${starPath(150, 172, 64, 19, 8)}" fill="${M.gold}"/>`,
    `<path d="${starPath(150, 172, 40, 13, 8)}" transform="rotate(22.5 150 172)" fill="${M.pale}"/>`,
    small.join(''),
    `<path d="M30 350C80 330 120 338 150 346C190 334 230 330 270 340V420H30Z" fill="${M.shade}" opacity="0.7"/>`,
    `<ellipse cx="150" cy="378" rx="100" ry="24" fill="${M.deep}" stroke="${M.lavender}" stroke-width="1.5"/>`,
    `<ellipse cx="150" cy="378" rx="64" ry="14" ${line(1.2, M.lavender)}/><ellipse cx="150" cy="378" rx="30" ry="6" ${line(1.2, M.lavender)}/>`,
    `<path d="M96 300C110 320 124 340 132 368" ${line(3, M.lavender)}/><path d="M204 300C190 320 176 340 168 368" ${line(3, M.lavender)}/>`,
  ].join('');
};

const moon: Motif = (id) => {
  const tower = (x: number) =>
    [
      `<path d="M${x} 392V262H${x + 40}V392Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.2"/>`,
      `<path d="M${x - 4} 262V246H${x + 6}V254H${x + 15}V246H${x + 25}V254H${x + 34}V246H${x + 44}V262Z" fill="${M.deep}" stroke="${M.gold}" stroke-width="2" stroke-linejoin="round"/>`,
      `<rect x="${x + 14}" y="284" width="12" height="20" rx="6" fill="${M.gold}"/>`,
    ].join('');
  const yods = [
    [112, 226],
    [132, 240],
    [150, 232],
    [168, 240],
    [188, 226],
  ].map(([x, y]) => drop(x as number, y as number, 5, M.gold));
  return [
    glow(id, 150, 146, 100),
    `<path d="${crescentPath(150, 146, 54, 0.62)}" transform="rotate(180 150 146)" fill="${M.pale}" stroke="${M.gold}" stroke-width="2"/>`,
    sparkle(204, 104, 6, M.pale),
    sparkle(86, 118, 4, M.pale),
    yods.join(''),
    `<path d="M30 330C90 318 210 318 270 330V420H30Z" fill="${M.shade}" opacity="0.6"/>`,
    tower(52),
    tower(208),
    `<path d="M136 420C170 396 118 370 146 346C164 332 140 322 150 306" ${line(10, M.goldDeep)} opacity="0.55"/>`,
    `<path d="M136 420C170 396 118 370 146 346C164 332 140 322 150 306" ${line(2, M.gold)}/>`,
  ].join('');
};

function wavyRay(cx: number, cy: number, inner: number, outer: number, degrees: number): string {
  const parts: string[] = [];
  for (let i = 0; i <= 8; i += 1) {
    const radius = inner + ((outer - inner) * i) / 8;
    const [x, y] = polar(
      cx,
      cy,
      radius,
      degrees + Math.sin((i / 8) * Math.PI * 3) * (120 / radius),
    );
    parts.push(`${i === 0 ? 'M' : 'L'}${x} ${y}`);
  }
  return parts.join('');
}

const sun: Motif = (id) => {
  const wavy = Array.from({ length: 8 }, (_, i) => wavyRay(150, 186, 62, 94, -90 + 22.5 + i * 45));
  const flowers = [72, 116, 184, 228].map(
    (x, i) =>
      `<path d="M${x} 344V${318 - (i % 2) * 10}" ${line(2.5, M.lavender)}/><path d="${starPath(x, 318 - (i % 2) * 10, 15, 7, 12)}" fill="${M.gold}"/><circle cx="${x}" cy="${318 - (i % 2) * 10}" r="5.5" fill="${M.deep}"/>`,
  );
  return [
    glow(id, 150, 186, 130),
    `<path d="${raysPath(150, 186, 62, 104, 8)}" ${line(5)}/>`,
    `<path d="${wavy.join('')}" ${line(3, M.pale)}/>`,
    `<circle cx="150" cy="186" r="54" fill="${M.gold}"/>`,
    `<circle cx="150" cy="186" r="40" fill="${M.pale}" opacity="0.55"/>`,
    flowers.join(''),
    `<rect x="30" y="344" width="240" height="56" fill="${M.shade}" stroke="${M.gold}" stroke-width="2"/>`,
    `<path d="M30 362H270M30 381H270M70 344V362M130 344V362M190 344V362M250 344V362M100 362V381M160 362V381M220 362V381M70 381V400M130 381V400M190 381V400M250 381V400" ${line(1.2, M.goldDeep)}/>`,
  ].join('');
};

const judgement: Motif = (id) => {
  const figure = (x: number, y: number) =>
    `<rect x="${x - 16}" y="${y}" width="32" height="18" rx="2" fill="${M.deep}" stroke="${M.goldDeep}" stroke-width="1.5"/><path d="M${x} ${y + 2}V${y - 18}M${x - 12} ${y - 32}L${x} ${y - 16}L${x + 12} ${y - 32}" ${line(3, M.pale)}/><circle cx="${x}" cy="${y - 24}" r="5" fill="${M.pale}"/>`;
  return [
    glow(id, 150, 150, 110),
    `<path d="${raysPath(150, 140, 44, 72, 14)}" ${line(1.5, M.goldDeep)}/>`,
    `<g fill="${M.lavender}" opacity="0.55"><circle cx="112" cy="126" r="20"/><circle cx="140" cy="112" r="26"/><circle cx="172" cy="116" r="22"/><circle cx="196" cy="130" r="16"/><rect x="100" y="124" width="104" height="22" rx="11"/></g>`,
    `<g transform="${transform(152, 196, 38, 1)}"><path d="M-70 -3H30V3H-70Z" fill="${M.gold}"/><path d="M30 -3L66 -20Q70 0 66 20L30 3Z" fill="${M.gold}" stroke="${M.deep}" stroke-width="1"/><circle cx="-72" cy="0" r="4" fill="${M.gold}"/><rect x="-36" y="4" width="34" height="36" fill="${M.pale}" stroke="${M.gold}" stroke-width="1.5"/><path d="M-19 8V36M-32 20H-6" ${line(3.5, M.goldDeep)}/></g>`,
    `<path d="M30 350L70 300L100 330L120 312V420H30ZM270 350L230 300L200 330L180 312V420H270Z" fill="${M.shade}" opacity="0.75"/>`,
    `<path d="M30 372H270" ${line(1.5, M.lavender)}/>`,
    figure(100, 372),
    figure(150, 364),
    figure(200, 372),
  ].join('');
};

const world: Motif = (id) => {
  const leaves: string[] = [];
  for (let i = 0; i < 32; i += 1) {
    const degrees = (i * 360) / 32;
    if (Math.abs(((degrees + 90) % 180) - 90) > 78) continue;
    const [x, y] = polar(150, 245, 1, degrees - 90);
    const px = r2(150 + (x - 150) * 80);
    const py = r2(245 + (y - 245) * 118);
    const side = degrees < 180 ? 1 : -1;
    const along = degrees - 90 + 90 * side + (side > 0 ? 180 : 0);
    leaves.push(
      `<path d="${leafPath(20)}" transform="${transform(px, py, along - 28, 1)}" fill="${M.gold}"/>`,
      `<path d="${leafPath(20)}" transform="${transform(px, py, along + 28, 1)}" fill="${M.goldDeep}"/>`,
    );
  }
  const corners = [
    [58, 96],
    [242, 96],
    [58, 398],
    [242, 398],
  ].map(([x, y]) => `<path d="${starPath(x as number, y as number, 11, 4, 8)}" fill="${M.pale}"/>`);
  return [
    glow(id, 150, 245, 120),
    `<ellipse cx="150" cy="245" rx="80" ry="118" ${line(2, M.goldDeep)}/>`,
    leaves.join(''),
    `<path d="${infinityPath(150, 127, 44)}" fill="${M.lavender}" stroke="${M.pale}" stroke-width="1.5"/>`,
    `<path d="${infinityPath(150, 363, 44)}" fill="${M.lavender}" stroke="${M.pale}" stroke-width="1.5"/>`,
    `<circle cx="150" cy="245" r="36" ${line(2.5, M.gold, M.shade)}/>`,
    `<ellipse cx="150" cy="245" rx="14" ry="36" ${line(1.5)}/><path d="M114 245H186M118 228H182M118 262H182" ${line(1.5)}/>`,
    corners.join(''),
  ].join('');
};

export const MAJOR_MOTIFS_11_21: readonly Motif[] = [
  justice,
  hangedMan,
  death,
  temperance,
  devil,
  tower,
  star,
  moon,
  sun,
  judgement,
  world,
];
