import { TAROT_SPREADS, TAROT_THEMES, type TarotSpreadId, type TarotTheme } from '@arcana/domain';

/** 연애운, 직업운… as the domain names them. */
export function themeName(theme: TarotTheme): string {
  return TAROT_THEMES[theme].nameKo;
}

export function spreadPositions(spread: TarotSpreadId) {
  return TAROT_SPREADS[spread].positions;
}
