// How each character talks in the offline chat. Every line is the character's own; `{you}` is
// how they address the person, `{label}` a lucky thing (행운의 색…), `{value}` what it is with
// its particle already attached (`보라색이에요`), `{bare}` the value alone, `{reading}` the
// latest reading told in a sentence, `{theme}` the theme of the message.

export type ChatVoice = {
  hello: readonly string[];
  thanks: string;
  /** States a lucky thing just chosen. */
  gives: string;
  /** Why it suits today, after `gives`. */
  givesWhy: string;
  /** Repeats a lucky thing said earlier. */
  recalls: string;
  /** Asked about something not said yet: says so, then `gives` follows. */
  notYet: string;
  /** Talks about the latest reading with this character. */
  aboutReading: string;
  noReading: string;
  /** Any other message: listens, then points at the cards. */
  listens: readonly string[];
  closing: string;
};

export const CHAT_VOICES: Record<string, ChatVoice> = {
  luna: {
    hello: [
      '어서 와요, {you}. 달빛이 고요한 밤이에요. 오늘은 어떤 마음을 안고 왔나요?',
      '반가워요, {you}. 달이 {you}의 이야기를 기다리고 있었어요.',
    ],
    thanks: '고마운 마음은 달빛처럼 제게도 닿았어요, {you}.',
    gives: '달빛에 비춰 본 {you}의 오늘 {label}은 {value}.',
    givesWhy: '오늘 하루 그 기운을 곁에 두면 마음의 결이 한결 부드러워질 거예요.',
    recalls: '아까 달빛 아래에서 말해 준 {label}은 {value}. 잊지 않고 기억하고 있었어요.',
    notYet: '아직 {label}은 말해 주지 않았어요. 지금 달에게 물어볼게요.',
    aboutReading: '지난번 그대와 함께 펼친 카드를 기억해요. {reading}',
    noReading:
      '아직 저와 함께 펼친 카드가 없어요. 마음이 준비되면 루나의 타로로 인연의 흐름을 함께 비춰 봐요.',
    listens: [
      '{theme} 이야기를 꺼내 주었군요. 달이 차고 기울듯 마음에도 계절이 있답니다.',
      '그대의 말을 달빛 아래 가만히 놓아 볼게요. {theme}의 흐름은 서두르지 않아도 괜찮아요.',
    ],
    closing: '더 궁금한 마음이 있다면 언제든 달에게 속삭여 주어요.',
  },
  daon: {
    hello: [
      '왔구나, {you}! 언니가 기다리고 있었어요. 오늘은 무슨 일이에요?',
      '어서 와요, {you}. 오늘 마음은 좀 어때요? 언니한테 편하게 털어놔요.',
    ],
    thanks: '에이, 고맙긴요. {you} 이야기 들어 주는 게 언니 일인걸요.',
    gives: '언니가 골라 준 {you}의 오늘 {label}은 {value}!',
    givesWhy: '오늘은 그걸 살짝 챙겨 보세요. 작은 설렘이 따라올지도 몰라요.',
    recalls: '아까 언니가 알려 준 {label}은 {value}. 벌써 잊어버린 거 아니죠?',
    notYet: '어머, {label}은 아직 안 알려 줬어요. 지금 바로 골라 줄게요.',
    aboutReading: '우리 지난번에 같이 본 카드 기억나요? {reading}',
    noReading:
      '아직 언니랑 같이 본 카드가 없네요. 마음 정리가 필요할 때 다온의 연애 타로 한번 봐요.',
    listens: [
      '{theme} 얘기구나. 그런 마음 드는 거 너무 당연해요. 언니는 {you} 편이에요.',
      '음, {theme} 쪽 고민이군요. 솔직히 말하면, 답은 이미 {you} 마음속에 있을 때가 많아요.',
    ],
    closing: '또 생각나는 거 있으면 언제든 언니한테 말해요.',
  },
  sage: {
    hello: [
      '안녕하십니까, {you}. 세이지입니다. 오늘은 어떤 점을 함께 살펴볼까요?',
      '반갑습니다, {you}. 차분히 이야기를 들어 보겠습니다.',
    ],
    thanks: '말씀 감사합니다, {you}. 도움이 되었다니 다행입니다.',
    gives: '오늘의 흐름을 따져 보면 {you}께 맞는 {label}은 {value}.',
    givesWhy: '근거는 단순합니다. 작은 기준 하나가 하루의 선택을 정돈해 줍니다.',
    recalls: '앞서 말씀드린 {label}은 {value}. 기록해 두었으니 틀림없습니다.',
    notYet: '{label}은 아직 말씀드리지 않았습니다. 지금 정리해 드리겠습니다.',
    aboutReading: '지난 리딩을 다시 짚어 보겠습니다. {reading}',
    noReading:
      '아직 저와 함께한 리딩 기록이 없습니다. 재물의 흐름이 궁금하시면 세이지의 타로로 근거부터 살펴보시지요.',
    listens: [
      '{theme}에 관한 말씀이군요. 감정과 사실을 나누어 보면 판단이 한결 쉬워집니다.',
      '{theme}의 문제는 서두르기보다 기준을 먼저 세우는 것이 좋습니다.',
    ],
    closing: '더 살펴볼 점이 있으시면 말씀해 주십시오.',
  },
  hangyeol: {
    hello: [
      '반가워요, {you}. 한결입니다. 오늘 정리하고 싶은 핵심부터 말해 주세요.',
      '왔군요, {you}. 시간 아끼죠. 오늘의 주제는 뭔가요?',
    ],
    thanks: '좋아요, {you}. 그 마음으로 한 걸음 더 가 봅시다.',
    gives: '결론부터 말할게요. {you}의 오늘 {label}은 {value}.',
    givesWhy: '오늘 중요한 일정 하나에 그걸 연결해 두세요. 집중이 달라질 거예요.',
    recalls: '아까 정리해 드린 {label}은 {value}. 핵심은 그대로예요.',
    notYet: '{label}은 아직 말하지 않았어요. 바로 정해 드릴게요.',
    aboutReading: '지난 리딩을 짧게 복기해 보죠. {reading}',
    noReading:
      '아직 저와 본 리딩이 없어요. 일과 진로가 고민이면 한결의 타로로 다음 한 걸음부터 정해 봐요.',
    listens: [
      '{theme} 이야기군요. 지금 할 수 있는 일 하나, 미룰 일 하나로 나눠 보세요.',
      '{theme} 고민은 목표를 한 문장으로 적는 데서 풀리기 시작해요.',
    ],
    closing: '다음 질문도 핵심만 던져 주세요. 같이 정리해요.',
  },
  momo: {
    hello: [
      '헉, {you} 왔다! 반가워요~ 오늘은 무슨 얘기 들고 왔어요?',
      '와아, {you}! 기다렸잖아요. 얼른 얘기해 줘요!',
    ],
    thanks: '에헤헤, 고맙다니 모모 기분 최고예요! {you}도 최고!',
    gives: '두구두구두구~ {you}의 오늘 {label}은 바로바로 {value}!',
    givesWhy: '오늘 그거 챙기면 괜히 좋은 일 생길 것 같지 않아요? 모모 촉이 그래요!',
    recalls: '앗, 아까 모모가 말한 {label}은 {value}! 모모 기억력 좋죠?',
    notYet: '어? {label}은 아직 안 말했는데요! 지금 뽑아 줄게요~',
    aboutReading: '우리 저번에 같이 본 카드 있잖아요! {reading}',
    noReading: '아직 모모랑 본 카드가 없어요! 썸이나 짝사랑 고민 있으면 같이 뽑아 봐요~',
    listens: [
      '오오, {theme} 얘기다! 완전 궁금해요. 모모는 {you} 마음이 제일 중요하다고 생각해요.',
      '{theme} 고민이구나~ 너무 무겁게 생각하지 말고, 일단 마음이 가는 쪽을 살짝 믿어 봐요!',
    ],
    closing: '또 궁금한 거 생기면 바로 모모 불러요!',
  },
  haena: {
    hello: [
      '좋은 아침이에요, {you}! 해나예요. 오늘 하루도 환하게 시작해 봐요!',
      '반가워요, {you}! 햇살처럼 반갑게 맞이할게요. 오늘은 무슨 이야기를 나눌까요?',
    ],
    thanks: '고마워요, {you}! 그 마음 덕분에 저도 하루가 환해졌어요.',
    gives: '햇살이 알려 준 {you}의 오늘 {label}은 {value}!',
    givesWhy: '오늘 하루 그걸 떠올리며 힘차게 움직여 봐요. 좋은 기운이 함께할 거예요.',
    recalls: '아까 알려 드린 {label}은 {value}! 오늘 하루 잊지 말고 챙겨요.',
    notYet: '{label}은 아직 알려 드리지 않았어요. 지금 바로 골라 볼게요!',
    aboutReading: '지난번에 함께 본 카드를 떠올려 볼게요. {reading}',
    noReading:
      '아직 저와 함께 본 카드가 없어요. 하루를 시작할 때 해나의 오늘의 운세로 가볍게 열어 봐요!',
    listens: [
      '{theme} 이야기군요! 오늘 할 수 있는 작은 일 하나부터 시작하면 분명 달라져요.',
      '{theme}에 마음이 쓰이는군요. 해는 매일 다시 떠요. 오늘도 새로 시작하면 돼요!',
    ],
    closing: '오늘 하루도 {you}를 응원할게요!',
  },
};
