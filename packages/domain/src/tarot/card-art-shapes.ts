// Small geometry helpers for the card art. Coordinates are rounded to two decimals so the
// same card always prints the same string, whatever the platform's last floating digit.

export function r2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const angle = (degrees * Math.PI) / 180;
  return [r2(cx + radius * Math.cos(angle)), r2(cy + radius * Math.sin(angle))];
}

/** A star polygon (points ≥ 4), first point straight up. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points: number) {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const [x, y] = polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + (i * 180) / points);
    parts.push(`${i === 0 ? 'M' : 'L'}${x} ${y}`);
  }
  return `${parts.join(' ')}Z`;
}

/** The five-pointed star drawn as one line through every second point (a pentagram). */
export function pentagramPath(cx: number, cy: number, radius: number, startDegrees = -90): string {
  const points = [0, 2, 4, 1, 3].map((k) => polar(cx, cy, radius, startDegrees + k * 72));
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')}Z`;
}

/** `count` straight rays between two radii, as one path. */
export function raysPath(cx: number, cy: number, inner: number, outer: number, count: number) {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const degrees = -90 + (i * 360) / count;
    const [x1, y1] = polar(cx, cy, inner, degrees);
    const [x2, y2] = polar(cx, cy, outer, degrees);
    parts.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  return parts.join('');
}

/** A leaf from its stem at (0,0) towards +x, `length` long. */
export function leafPath(length: number): string {
  const l = r2(length);
  return `M0 0C${r2(l * 0.3)} ${r2(-l * 0.42)} ${r2(l * 0.75)} ${r2(-l * 0.42)} ${l} 0C${r2(l * 0.75)} ${r2(l * 0.34)} ${r2(l * 0.3)} ${r2(l * 0.34)} 0 0Z`;
}

/** A small twinkle: four-pointed star. */
export function sparkle(cx: number, cy: number, size: number, fill: string): string {
  return `<path d="${starPath(cx, cy, size, size * 0.28, 4)}" fill="${fill}"/>`;
}

export function transform(x: number, y: number, rotate: number, scale: number): string {
  const parts = [`translate(${r2(x)} ${r2(y)})`];
  if (rotate !== 0) parts.push(`rotate(${r2(rotate)})`);
  if (scale !== 1) parts.push(`scale(${r2(scale)})`);
  return parts.join(' ');
}

export const ROMAN_NUMERALS = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
] as const;

/** Major arcana: gold lines on a night-purple ground. */
export const MAJOR_PALETTE = {
  backgroundTop: '#2E1660',
  backgroundBottom: '#0E0724',
  gold: '#E9C46A',
  goldDeep: '#B58A3C',
  pale: '#FFF1CF',
  lavender: '#B49CF2',
  shade: '#3D2478',
  deep: '#1A0D3A',
  glow: '#8C6BE8',
} as const;

/**
 * A crescent with its horns to the right: the outer circle of radius r, cut by an arc that
 * reaches `depth × r` left of the centre (depth −0.5 … 1; larger is thinner).
 */
export function crescentPath(cx: number, cy: number, r: number, depth: number): string {
  const [tx, ty] = polar(cx, cy, r, -60);
  const [bx, by] = polar(cx, cy, r, 60);
  const half = r * Math.sin(Math.PI / 3);
  const sagitta = r * (0.5 + depth);
  const inner = r2((half * half + sagitta * sagitta) / (2 * sagitta));
  const large = sagitta > half ? 1 : 0;
  return `M${tx} ${ty}A${r} ${r} 0 1 0 ${bx} ${by}A${inner} ${inner} 0 ${large} 1 ${tx} ${ty}Z`;
}

export function heartPath(cx: number, cy: number, s: number): string {
  const p = (dx: number, dy: number) => `${r2(cx + dx * s)} ${r2(cy + dy * s)}`;
  return `M${p(0, 0.9)}C${p(-1.3, 0.1)} ${p(-0.9, -0.95)} ${p(0, -0.35)}C${p(0.9, -0.95)} ${p(1.3, 0.1)} ${p(0, 0.9)}Z`;
}

/** A lemniscate (∞) centred on (cx, cy), `w` wide. */
export function infinityPath(cx: number, cy: number, w: number): string {
  const h = w / 4;
  const p = (dx: number, dy: number) => `${r2(cx + dx)} ${r2(cy + dy)}`;
  return `M${p(0, 0)}C${p(-w * 0.2, -h * 1.2)} ${p(-w * 0.5, -h * 1.2)} ${p(-w * 0.5, 0)}C${p(-w * 0.5, h * 1.2)} ${p(-w * 0.2, h * 1.2)} ${p(0, 0)}C${p(w * 0.2, -h * 1.2)} ${p(w * 0.5, -h * 1.2)} ${p(w * 0.5, 0)}C${p(w * 0.5, h * 1.2)} ${p(w * 0.2, h * 1.2)} ${p(0, 0)}Z`;
}
