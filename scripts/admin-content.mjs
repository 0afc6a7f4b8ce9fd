// The content commands of `pnpm admin` (issue 12): notices, events, FAQs, stored pages, route
// rules and claims, through /api/admin. Each command checks its usage and reads its Markdown
// file before anything is sent (prepare), then calls the api (run).
import {
  CliError,
  flag,
  markdownOf,
  need,
  option,
  options,
  print,
  seoul,
  seoulDay,
  UsageError,
} from './admin-kit.mjs';

export const CONTENT_USAGE = `  notices                               공지사항 목록 (예약된 공지 포함, 최신순)
  notice-add --title <제목> --category <분류> [--pinned] [--at <게시 시각>] (--file <md> | --text <본문>)
                                        공지 올리기. 분류: NOTICE(공지), UPDATE(업데이트),
                                        MAINTENANCE(점검), POLICY(정책). --at이 나중이면 예약
  notice-remove <공지번호>              공지 지우기
  events                                이벤트 목록 (진행 중, 예정, 종료 상태와 기간)
  event-add --title <제목> --summary <요약> --start <YYYY-MM-DD> --end <YYYY-MM-DD>
            [--link <주소> --link-label <버튼 문구>] (--file <md> | --text <본문>)
                                        이벤트 올리기 (날짜는 한국 시간 하루 전체)
  faqs [--category <분류번호>]          자주 묻는 질문 목록
  faq-add --category <분류번호> --question <질문> (--file <md> | --text <답변>)
                                        자주 묻는 질문 올리기
  page-set <주소> --title <제목> (--file <md> | --text <본문>)
                                        페이지 저장 (예: terms, privacy; 없으면 새로 만들어요)
  route-rules                           경로 이동 규칙 목록
  route-rule-add <경로> <옮겨 갈 주소> [--permanent]
                                        경로 이동 규칙 추가 (같은 경로면 바꿔요)
  route-rule-remove <경로>              경로 이동 규칙 지우기
  claims [--status <상태>]              문의·신고 목록 (최신순)
                                        상태: RECEIVED(접수), ANSWERED(답변 완료)
  claim <문의번호>                      문의·신고 내용 보기
  answer-claim <문의번호> (--text <답변> | --file <md>)
                                        답변하기 (한 번만. 회원에게는 알림, 비회원에게는 메일로 전해져요)`;

const NOTICE_CATEGORY = { NOTICE: '공지', UPDATE: '업데이트', MAINTENANCE: '점검', POLICY: '정책' };
const EVENT_STATE = { ONGOING: '진행 중', UPCOMING: '예정', ENDED: '종료' };
const CLAIM_STATUS = { RECEIVED: '접수', ANSWERED: '답변 완료' };
const CLAIM_KIND = { INQUIRY: '문의', REPORT: '신고' };
const INQUIRY_CATEGORY = {
  ACCOUNT: '계정·로그인',
  PAYMENT: '결제·환불',
  COUNSELING: '상담',
  AI: 'AI 타로',
  ETC: '기타',
};
const REPORT_REASON = {
  ABUSE: '욕설·비하',
  SEXUAL: '성적인 내용',
  SPAM: '광고·도배',
  PRIVACY: '개인정보 노출',
  FRAUD: '사기·금전 요구',
  ETC: '기타',
};
const PAGE_SLUG = /^[a-z0-9-]{2,60}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const labelled = (labels, value) => `${labels[value] ?? value} (${value})`;
const segment = encodeURIComponent;
const move = (permanent) => (permanent ? '영구 이동' : '임시 이동');
const sender = (claim) => (claim.userId ? `회원 #${claim.userId}` : `비회원 ${claim.email}`);
const topic = (claim) =>
  claim.kind === 'REPORT'
    ? (REPORT_REASON[claim.reason] ?? claim.reason)
    : (INQUIRY_CATEGORY[claim.category] ?? claim.category);

function oneOf(labels, value, what) {
  if (value !== undefined && !labels[value]) {
    throw new UsageError(
      `${what}은(는) ${Object.keys(labels).join(', ')} 중 하나로 입력해 주세요: ${value}`,
    );
  }
  return value;
}

function printNotices(notices) {
  if (notices.length === 0) return print('공지사항이 없어요.');
  for (const notice of notices) {
    const pinned = notice.pinned ? '[고정] ' : '';
    const when = notice.published ? '게시' : '게시 예약';
    print(
      `#${notice.id} · ${pinned}${NOTICE_CATEGORY[notice.category] ?? notice.category} · ${notice.title} · ${when} ${seoul(notice.publishedAt)}`,
    );
  }
}

function printEvents(events) {
  if (events.length === 0) return print('이벤트가 없어요.');
  for (const event of events) {
    print(
      `#${event.id} · ${labelled(EVENT_STATE, event.state)} · ${event.title} · ${seoulDay(event.startsAt)} ~ ${seoulDay(event.endsAt)}`,
    );
  }
}

function printClaims(claims) {
  if (claims.length === 0) return print('문의 내역이 없어요.');
  for (const claim of claims) {
    print(
      `#${claim.id} · ${labelled(CLAIM_STATUS, claim.status)} · ${CLAIM_KIND[claim.kind] ?? claim.kind} · ${topic(claim)} · ${claim.title} · ${sender(claim)} · ${seoul(claim.createdAt)}`,
    );
  }
}

function printClaim(claim) {
  const lines = [
    `${CLAIM_KIND[claim.kind] ?? claim.kind} #${claim.id} · ${claim.title}`,
    `상태: ${labelled(CLAIM_STATUS, claim.status)}`,
    `${claim.kind === 'REPORT' ? '사유' : '분류'}: ${topic(claim)}`,
    `보낸 사람: ${sender(claim)} · 접수 ${seoul(claim.createdAt)}`,
  ];
  if (claim.target)
    lines.push(`대상: ${claim.target.label} (${claim.target.type} #${claim.target.id})`);
  lines.push('내용:', ...(claim.body || '-').split('\n').map((line) => `  ${line}`));
  if (claim.answer !== null) {
    lines.push(
      `답변 (${seoul(claim.answeredAt)}):`,
      ...claim.answer.split('\n').map((line) => `  ${line}`),
    );
  }
  print(lines.join('\n'));
}

/** Each command: its usage checked and its file read (no request yet), then `run(call)`. */
const COMMANDS = {
  notices: async () => async (call) => printNotices(await call('GET', '/api/admin/notices')),

  'notice-add': async (args) => {
    const { values, rest } = options(args, ['title', 'category', 'at', 'file', 'text']);
    const pinned = flag(rest, 'pinned').on;
    const body = {
      category: oneOf(NOTICE_CATEGORY, need(values.category, '분류(--category)'), '분류'),
      title: need(values.title, '제목(--title)'),
      body: await markdownOf(values, '본문'),
      pinned,
      ...(values.at ? { publishedAt: values.at } : {}),
    };
    return async (call) => {
      const notice = await call('POST', '/api/admin/notices', body);
      const done = notice.published
        ? '올렸어요'
        : `${seoul(notice.publishedAt)}에 게시되도록 예약했어요`;
      print(`공지사항 #${notice.id}을(를) ${done}. 제목: ${notice.title}`);
    };
  },

  'notice-remove': async (args) => {
    const id = need(args[0], '공지번호');
    return async (call) => {
      await call('DELETE', `/api/admin/notices/${segment(id)}`);
      print(`공지사항 #${id}을(를) 지웠어요.`);
    };
  },

  events: async () => async (call) => printEvents(await call('GET', '/api/admin/events')),

  'event-add': async (args) => {
    const names = ['title', 'summary', 'start', 'end', 'link', 'link-label', 'file', 'text'];
    const { values } = options(args, names);
    for (const key of ['start', 'end']) {
      const day = need(values[key], `${key === 'start' ? '시작일' : '종료일'}(--${key})`);
      if (!DAY.test(day)) throw new UsageError(`날짜는 YYYY-MM-DD로 입력해 주세요: ${day}`);
    }
    if ((values.link === undefined) !== (values['link-label'] === undefined)) {
      throw new UsageError('버튼은 --link <주소>와 --link-label <버튼 문구>를 함께 입력해 주세요.');
    }
    const body = {
      title: need(values.title, '제목(--title)'),
      summary: need(values.summary, '요약(--summary)'),
      body: await markdownOf(values, '본문'),
      startsAt: values.start,
      endsAt: values.end,
      link: values.link ? { label: values['link-label'], href: values.link } : null,
    };
    return async (call) => {
      const event = await call('POST', '/api/admin/events', body);
      print(
        `이벤트 #${event.id}을(를) 올렸어요. ${labelled(EVENT_STATE, event.state)} · ${seoulDay(event.startsAt)} ~ ${seoulDay(event.endsAt)} · ${event.title}`,
      );
    };
  },

  faqs: async (args) => {
    const category = option(args, 'category').value;
    return async (call) => {
      const query = category ? `?categoryId=${segment(category)}` : '';
      const [faqs, categories] = await Promise.all([
        call('GET', `/api/admin/faqs${query}`),
        call('GET', '/api/admin/faq-categories'),
      ]);
      if (faqs.length === 0) return print('자주 묻는 질문이 없어요.');
      const names = new Map(categories.map((each) => [each.id, each.name]));
      for (const faq of faqs) {
        print(
          `#${faq.id} · ${names.get(faq.categoryId) ?? `분류 #${faq.categoryId}`} · ${faq.question}`,
        );
      }
    };
  },

  'faq-add': async (args) => {
    const { values } = options(args, ['category', 'question', 'file', 'text']);
    const categoryId = Number(need(values.category, '분류번호(--category)'));
    if (!Number.isSafeInteger(categoryId) || categoryId < 1) {
      throw new UsageError(`분류번호는 1 이상의 정수로 입력해 주세요: ${values.category}`);
    }
    const body = {
      categoryId,
      question: need(values.question, '질문(--question)'),
      answer: await markdownOf(values, '답변'),
    };
    return async (call) => {
      const faq = await call('POST', '/api/admin/faqs', body);
      print(`자주 묻는 질문 #${faq.id}을(를) 올렸어요. 분류 #${faq.categoryId} · ${faq.question}`);
    };
  },

  'page-set': async (args) => {
    const { values, rest } = options(args, ['title', 'file', 'text']);
    const slug = need(rest[0], '페이지 주소');
    if (!PAGE_SLUG.test(slug)) {
      throw new UsageError(`페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요: ${slug}`);
    }
    const body = {
      title: need(values.title, '제목(--title)'),
      body: await markdownOf(values, '본문'),
    };
    return async (call) => {
      const page = await call('PUT', `/api/admin/pages/${segment(slug)}`, body);
      print(`페이지 /${page.slug}을(를) 저장했어요. 제목: ${page.title}`);
    };
  },

  'route-rules': async () => async (call) => {
    const rules = await call('GET', '/api/admin/route-rules');
    if (rules.length === 0) return print('경로 이동 규칙이 없어요.');
    for (const rule of rules) print(`${rule.path} → ${rule.redirectTo} (${move(rule.permanent)})`);
  },

  'route-rule-add': async (args) => {
    const { on: permanent, rest } = flag(args, 'permanent');
    const body = {
      path: need(rest[0], '경로'),
      redirectTo: need(rest[1], '옮겨 갈 주소'),
      permanent,
    };
    return async (call) => {
      const rule = await call('POST', '/api/admin/route-rules', body);
      print(
        `경로 이동 규칙을 저장했어요: ${rule.path} → ${rule.redirectTo} (${move(rule.permanent)})`,
      );
    };
  },

  'route-rule-remove': async (args) => {
    const path = need(args[0], '경로');
    return async (call) => {
      await call('DELETE', `/api/admin/route-rules?path=${segment(path)}`);
      print(`경로 이동 규칙을 지웠어요: ${path}`);
    };
  },

  claims: async (args) => {
    const status = oneOf(CLAIM_STATUS, option(args, 'status').value, '상태');
    return async (call) => {
      const query = status ? `?status=${segment(status)}` : '';
      printClaims(await call('GET', `/api/admin/claims${query}`));
    };
  },

  claim: async (args) => {
    const id = need(args[0], '문의번호');
    return async (call) => printClaim(await call('GET', `/api/admin/claims/${segment(id)}`));
  },

  'answer-claim': async (args) => {
    const { values, rest } = options(args, ['text', 'file']);
    const id = need(rest[0], '문의번호');
    const answer = await markdownOf(values, '답변');
    return async (call) => {
      const claim = await call('POST', `/api/admin/claims/${segment(id)}/answer`, { answer });
      const told = claim.userId
        ? `회원 #${claim.userId}에게 알림을 보냈어요.`
        : `${claim.email}(으)로 답변 메일을 보냈어요.`;
      print(`${CLAIM_KIND[claim.kind] ?? claim.kind} #${claim.id}에 답변했어요. ${told}`);
    };
  },
};

export const CONTENT_COMMANDS = Object.keys(COMMANDS);

/** The command's usage checked and its file read; the returned run(call) does the calls. */
export function prepareContentCommand(command, args) {
  const prepare = COMMANDS[command];
  if (!prepare) throw new CliError(`알 수 없는 명령이에요: ${command}`, 2);
  return prepare(args);
}
