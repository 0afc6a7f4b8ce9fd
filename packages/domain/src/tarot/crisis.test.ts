import { describe, expect, it } from 'vitest';
import { CRISIS_ANSWER, CRISIS_LINES, isCrisisText } from './crisis';

describe('isCrisisText', () => {
  it.each([
    '요즘 너무 힘들어서 자살 생각까지 해요',
    '자살하면 편해질까요',
    '친구의 자살 이후로 잠을 못 자요',
    '자살까지 생각했어요',
    '죽고 싶어요',
    '죽고싶다 진짜',
    '죽 고 싶 어',
    '죽.고.싶.다',
    '그냥 죽고만 싶어요',
    '차라리 죽는 게 나을까요',
    '목숨을 끊고 싶어요',
    '스스로 목숨을 끊으면',
    '자해를 멈출 수가 없어요',
    '자 해 했어요',
    '손목을 긋고 싶어요',
    '손목 그었어요',
    '옥상에서 뛰어내리고 싶어요',
    '한강 가서 뛰어내릴까',
    '살고 싶지 않아요',
    '요즘 너무 힘들어요. 살고 싶지 않아요',
    '힘들어요 살고 싶지 않아요',
    '더 이상 살기 싫어요',
    '그냥 사라지고 싶어요',
    '극단적 선택을 할까 봐 무서워요',
    '극단적인 선택',
    '유서를 써 봤어요',
    'I want to kill myself',
    'I WANT TO DIE',
    'thinking about Suicide',
    'I have suicidal thoughts',
    'I keep hurting myself',
    'self-harm again',
    "I don't want to live anymore",
    's u i c i d e',
  ])('finds a crisis in %s', (text) => {
    expect(isCrisisText(text)).toBe(true);
  });

  it.each([
    '죽음 카드가 나왔는데 무슨 뜻이에요?',
    '죽을 만큼 맛있는 빵집을 찾았어요',
    '배고파 죽겠어요',
    '어제 경기에서 자살골이 나왔어요',
    '자 살 골 넣은 선수 운세',
    '혼자 살고 싶지 않아요. 결혼할 수 있을까요?',
    '서울에서 살고 싶지 않아요, 이사 가도 될까요',
    '남자 살 빼는 운은요?',
    '의자 살까요 말까요',
    '유서 깊은 동네로 이사 가요',
    '번지점프 뛰어내리는 꿈을 꿨어요',
    '그 사람이 저를 사랑할까요?',
    'I want to upskill myself this year',
    'The Death card came up',
    '',
  ])('finds none in %s', (text) => {
    expect(isCrisisText(text)).toBe(false);
  });
});

describe('CRISIS_ANSWER', () => {
  it('gives every crisis line and no reading', () => {
    for (const number of ['109', '1577-0199', '1388', '112', '119']) {
      expect(CRISIS_ANSWER).toContain(number);
    }
    expect(CRISIS_ANSWER).toContain('자살예방상담전화 109');
    expect(CRISIS_ANSWER).toContain('정신건강위기상담 1577-0199');
    expect(CRISIS_ANSWER).toContain('청소년상담 1388');
    expect(CRISIS_ANSWER).not.toMatch(/정방향|역방향|카드가 말/);
    expect(CRISIS_LINES.map((line) => line.number)).toEqual([
      '109',
      '1577-0199',
      '1388',
      '112',
      '119',
    ]);
  });
});
