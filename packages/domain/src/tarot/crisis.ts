// Words of self-harm or suicide get no reading, only a caring answer with the crisis lines
// (DESIGN "AI"). Missing a person in crisis is worse than answering one question with care
// instead of cards, so the rule leans towards answering; it only leaves out phrases that are
// plainly about something else (자살골, 혼자 살고 싶지 않아요, 유서 깊은, 의자 살까요).

/** The numbers the answer gives, in the order it gives them. */
export const CRISIS_LINES = [
  { nameKo: '자살예방상담전화', number: '109' },
  { nameKo: '정신건강위기상담', number: '1577-0199' },
  { nameKo: '청소년상담', number: '1388' },
  { nameKo: '경찰', number: '112' },
  { nameKo: '구급', number: '119' },
] as const;

/** Given instead of any reading (해요체). */
export const CRISIS_ANSWER = [
  '지금 마음이 많이 힘드신 것 같아요. 이렇게 이야기해 주셔서 정말 고마워요.',
  '오늘은 카드를 펼치기보다 당신이 안전한지를 먼저 챙기고 싶어요. 혼자 견디지 않아도 괜찮아요.',
  '',
  '지금 바로 이야기를 들어 줄 곳이 있어요. 모두 24시간 연결돼요.',
  '- 자살예방상담전화 109',
  '- 정신건강위기상담 1577-0199',
  '- 청소년상담 1388',
  '- 위급한 상황이라면 112(경찰) 또는 119(구급)',
  '',
  '전화가 망설여진다면 가까운 가족이나 친구, 믿을 수 있는 한 사람에게 "나 지금 좀 힘들어"라고 한마디만 보내 보세요.',
  '당신은 정말 소중한 사람이에요. 지금, 도움을 청해 주세요.',
].join('\n');

// Searched in the text with every space and separator taken out, so "죽 고 싶" and "죽.고.싶"
// are found as 죽고싶.
const COMPACT_PATTERNS: readonly RegExp[] = [
  // not 자살골, nor 혼자/남자/여자 살…, nor 의자/모자 살까요
  /(?<![혼남여])자살(?!골|까요|까말까)/,
  /죽[고구]만?싶|죽어버리|죽어버릴|죽어야겠|죽는게나[아을]|죽을생각|죽을방법|죽는방법/,
  /목숨을?끊|스스로목숨|생을마감|삶을끝내|인생을끝내고싶|세상을떠나고싶/,
  /자해/,
  /손목을?(?:긋|그어|그을|그었)/,
  /뛰어내리고싶|뛰어내릴까|뛰어내리려|(?:옥상|다리|한강|창문|베란다|아파트|건물|난간)(?:에서|위에서|으로|로)?뛰어내/,
  /사라지고싶|없어지고싶|사라져버리고싶/,
  /극단적(?:인)?선택/,
  /유서를?(?:쓰|써|썼|남기)/,
  /수면제를?(?:모아|모으|많이먹)/,
  /suicid/,
];

// 살고 싶지 않아요 alone is a crisis, but 서울에서 살고 싶지 않아요 or 혼자 살고 싶지 않아요 is not:
// these count at the start of a clause, after a sentence's end or after words of despair.
const LIVING_PATTERN =
  /(?:^|[요다어아해네죠음]|더이상|더는|그만|이제|정말|진짜|그냥|차라리|너무|요즘|솔직히|도저히)(?:살고싶지않|살기싫|살기가싫|사는게싫)/;

const ENGLISH_PATTERNS: readonly RegExp[] = [
  /\bkill(?:ing)? ?my ?self\b/,
  /\b(?:end|ending|take|taking) my (?:own )?life\b/,
  /\bwant(?:s|ed)? to die\b/,
  /\bself[ -]?harm/,
  /\b(?:cut|cutting|hurt|hurting) my ?self\b/,
  /\bdon'?t want to (?:live|be alive)\b/,
  /\bend it all\b/,
];

const SEPARATORS = /[\s.,·…_~*!?'"`/\\|()[\]{}<>-]+/g;
const CLAUSE_ENDS = /[.!?\n,…;]+/;

/** Whether the text speaks of self-harm or suicide (Korean or English, any case or spacing). */
export function isCrisisText(text: string): boolean {
  const lower = text.normalize('NFC').toLowerCase();
  const compact = lower.replace(SEPARATORS, '');
  if (COMPACT_PATTERNS.some((pattern) => pattern.test(compact))) return true;
  const clauses = lower.split(CLAUSE_ENDS).map((clause) => clause.replace(SEPARATORS, ''));
  if (clauses.some((clause) => LIVING_PATTERN.test(clause))) return true;
  const spaced = lower.replace(/[^a-z']+/g, ' ');
  return ENGLISH_PATTERNS.some((pattern) => pattern.test(spaced));
}
