#!/usr/bin/env node
// `pnpm admin <command>`: the operator's command-line tool (DESIGN "Admin"). It logs in with an
// ADMIN account and calls /api/admin of a running api, so it works on PGlite and PostgreSQL
// alike. ADMIN_USERNAME / ADMIN_PASSWORD (defaults demo-admin / demo1234! outside production),
// API_URL (default http://127.0.0.1:8787). Prints Korean; exits 1 on a refusal, 2 on bad usage.
// The content commands (notices, events, FAQs, pages, route rules, claims) are admin-content.mjs.

import { CONTENT_COMMANDS, CONTENT_USAGE, prepareContentCommand } from './admin-content.mjs';
import {
  CliError,
  need,
  option,
  print,
  printError,
  request,
  seoul,
  UsageError,
  won,
} from './admin-kit.mjs';

const USAGE = `사용법: pnpm admin <명령>

  order <주문번호>                      주문, 결제, 환불 내역 보기
  refund <주문번호> [사유]              남은 결제 금액 전액 환불 (포인트는 포인트로)
  cancel-session <상담번호>             운영자 취소 (CANCELLED, 전액 환불)
  void-payment <주문번호>               샌드박스 결제를 결제사처럼 무효 처리
  grant-points <회원번호> <포인트> [메모]  포인트 지급 (음수: 회수)
  applications [--status <상태>]        상담사 신청 목록 (SUBMITTED는 먼저 온 순서, 그 밖엔 최신순)
                                        상태: SUBMITTED(심사 중), APPROVED(승인), REJECTED(반려)
  application <신청번호>                상담사 신청 내용 보기
  approve-application <신청번호>        승인: 상담사 권한과 레벨 1, 신청한 프로필과 자격증 반영
  reject-application <신청번호> --reason <사유>
                                        반려 (사유 5~500자, 신청자에게 알림으로 전해져요)
${CONTENT_USAGE}

환경 변수: API_URL (기본 http://127.0.0.1:8787), ADMIN_USERNAME, ADMIN_PASSWORD`;

const ORDER_STATUS = {
  CREATED: '결제 대기',
  PAID: '결제 완료',
  EXPIRED: '결제 시간 만료',
  FAILED: '결제 실패',
  REFUNDED: '환불 완료',
  PARTIALLY_REFUNDED: '부분 환불',
};
const REFUND_STATUS = { REQUESTED: '처리 중', DONE: '완료', FAILED: '실패' };
const SESSION_STATUS = {
  PENDING: '상담사 응답 대기',
  SCHEDULED: '예정',
  CANCELLED: '운영자 취소',
  CANCELLED_BY_USER: '사용자 취소',
  CANCELLED_BY_COUNSELOR: '상담사 취소',
  CANCELLED_BY_PAYMENT: '결제 취소',
};

const APPLICATION_STATUS = { SUBMITTED: '심사 중', APPROVED: '승인', REJECTED: '반려' };

function settings() {
  const production = process.env.NODE_ENV === 'production';
  const username = process.env.ADMIN_USERNAME || (production ? '' : 'demo-admin');
  const password = process.env.ADMIN_PASSWORD || (production ? '' : 'demo1234!');
  if (!username || !password) {
    throw new CliError('운영 환경에서는 ADMIN_USERNAME과 ADMIN_PASSWORD를 꼭 정해 주세요.', 2);
  }
  const apiUrl = (process.env.API_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
  return { apiUrl, username, password };
}

function printOrder({ order, userId, payment, refunds }) {
  const lines = [
    `주문 ${order.orderId} · ${order.orderName}`,
    `상태: ${ORDER_STATUS[order.status] ?? order.status} (${order.status})`,
    `구매자: 회원 #${userId} · 상담사: ${order.counselor.name} (#${order.counselor.id})`,
    `금액: 상품 ${won(order.price)} = 결제 ${won(order.amount)} + 포인트 ${won(order.pointsUsed)}`,
    `주문 시각: ${seoul(order.createdAt)} · 결제 시각: ${seoul(order.paidAt)}`,
  ];
  if (order.slotStart) lines.push(`예약 시간: ${seoul(order.slotStart)}`);
  if (order.sessionId) lines.push(`상담: #${order.sessionId}`);
  if (order.failureMessage) lines.push(`사유: ${order.failureMessage}`);
  lines.push(
    payment
      ? `결제: ${payment.provider} · ${payment.method ?? '-'} · ${won(payment.amount)} · ${payment.status} · ${payment.paymentKey}`
      : '결제: 없음',
  );
  if (refunds.length === 0) lines.push('환불: 없음');
  for (const refund of refunds) {
    lines.push(
      `환불: ${won(refund.amount)} + 포인트 ${won(refund.points)} · ${REFUND_STATUS[refund.status] ?? refund.status} · ${refund.reason} · ${seoul(refund.createdAt)}`,
    );
  }
  print(lines.join('\n'));
}

const statusText = (status) => `${APPLICATION_STATUS[status] ?? status} (${status})`;
const applicant = (application) =>
  `회원 #${application.userId}${application.username ? ` (${application.username})` : ''}`;

function printApplications(applications) {
  if (applications.length === 0) {
    print('상담사 신청이 없어요.');
    return;
  }
  for (const application of applications) {
    print(
      `#${application.id} · ${statusText(application.status)} · ${application.name} · ${applicant(application)} · 신청 ${seoul(application.submittedAt)}`,
    );
  }
}

function printApplication(application) {
  const { certificate } = application;
  const lines = [
    `상담사 신청 #${application.id} · ${application.name}`,
    `상태: ${statusText(application.status)}`,
    `신청자: ${applicant(application)} · 상담사 #${application.counselorId}`,
    `신청 시각: ${seoul(application.submittedAt)} · 처리 시각: ${seoul(application.decidedAt)}`,
    `분야: ${application.categories.map((category) => category.name).join(', ') || '-'} · 경력: ${application.careerYears}년`,
    `소개: ${application.introduction}`,
    `자격증: ${certificate.name} · ${certificate.issuer}${certificate.grade ? ` · ${certificate.grade}` : ''} · ${certificate.issuedOn} · 사진 ${certificate.image ? certificate.image.fileUri : '없음'}`,
  ];
  if (application.reason) lines.push(`반려 사유: ${application.reason}`);
  lines.push(
    '지원 동기와 상담 경험:',
    ...application.answer.split('\n').map((line) => `  ${line}`),
  );
  print(lines.join('\n'));
}

async function main(argv) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    print(USAGE);
    return command ? 0 : 2;
  }
  const commands = [
    'order',
    'refund',
    'cancel-session',
    'void-payment',
    'grant-points',
    'applications',
    'application',
    'approve-application',
    'reject-application',
  ];
  const content = CONTENT_COMMANDS.includes(command);
  if (!commands.includes(command) && !content) {
    throw new UsageError(`알 수 없는 명령이에요: ${command}`);
  }

  // Usage is checked before logging in, so a mistyped command costs no request.
  const status = command === 'applications' ? option(args, 'status').value : undefined;
  if (status !== undefined && !APPLICATION_STATUS[status]) {
    throw new UsageError(`상태는 SUBMITTED, APPROVED, REJECTED 중 하나로 입력해 주세요: ${status}`);
  }
  const reason =
    command === 'reject-application' ? option(args, 'reason').value?.trim() : undefined;
  if (command === 'reject-application' && !reason) {
    throw new UsageError('반려 사유를 --reason "<사유>"로 입력해 주세요.');
  }

  // A content command checks its usage and reads its Markdown file here too.
  const runContent = content ? await prepareContentCommand(command, args) : undefined;

  const { apiUrl, username, password } = settings();
  const login = await request(apiUrl, 'POST', '/api/auth/login', { body: { username, password } });
  const token = login.accessToken;
  const call = (method, path, body) => request(apiUrl, method, path, { token, body });
  const segment = encodeURIComponent;
  if (runContent) {
    await runContent(call);
    return 0;
  }

  switch (command) {
    case 'order': {
      printOrder(await call('GET', `/api/admin/orders/${segment(need(args[0], '주문번호'))}`));
      return 0;
    }
    case 'refund': {
      const orderId = need(args[0], '주문번호');
      const reason = args.slice(1).join(' ').trim();
      const answer = await call(
        'POST',
        `/api/admin/orders/${segment(orderId)}/refund`,
        reason ? { reason } : {},
      );
      print(`주문 ${orderId}을(를) 환불했어요.`);
      printOrder(answer);
      return 0;
    }
    case 'cancel-session': {
      const id = need(args[0], '상담번호');
      const session = await call('POST', `/api/admin/sessions/${segment(id)}/cancel`);
      print(
        `상담 #${session.id}을(를) 운영자 취소했어요. 상태: ${SESSION_STATUS[session.status] ?? session.status} (${session.status})`,
      );
      return 0;
    }
    case 'void-payment': {
      const orderId = need(args[0], '주문번호');
      const answer = await call('POST', `/api/admin/payments/${segment(orderId)}/void`);
      print(`주문 ${orderId}의 결제를 무효 처리했어요.`);
      printOrder(answer);
      return 0;
    }
    case 'grant-points': {
      const userId = need(args[0], '회원번호');
      const amount = Number(need(args[1], '포인트'));
      if (!Number.isSafeInteger(amount)) throw new CliError('포인트는 정수로 입력해 주세요.', 2);
      const memo = args.slice(2).join(' ').trim();
      const answer = await call('POST', `/api/admin/users/${segment(userId)}/points`, {
        amount,
        ...(memo ? { memo } : {}),
      });
      const verb = amount > 0 ? '지급했어요' : '회수했어요';
      print(
        `회원 #${answer.userId}에게 ${won(Math.abs(amount)).replace('원', '')}포인트를 ${verb}. 잔액: ${won(answer.balance).replace('원', '')}포인트`,
      );
      return 0;
    }
    case 'applications': {
      const query = status ? `?status=${segment(status)}` : '';
      printApplications(await call('GET', `/api/admin/counselor-applications${query}`));
      return 0;
    }
    case 'application': {
      const id = need(args[0], '신청번호');
      printApplication(await call('GET', `/api/admin/counselor-applications/${segment(id)}`));
      return 0;
    }
    case 'approve-application': {
      const id = need(args[0], '신청번호');
      const answer = await call('POST', `/api/admin/counselor-applications/${segment(id)}/approve`);
      print(
        `상담사 신청 #${answer.id}을(를) 승인했어요. ${applicant(answer)}에게 상담사 권한과 레벨 1을 드렸어요. 활동명: ${answer.name}`,
      );
      return 0;
    }
    case 'reject-application': {
      const id = need(option(args, 'reason').rest[0], '신청번호');
      const answer = await call('POST', `/api/admin/counselor-applications/${segment(id)}/reject`, {
        reason,
      });
      print(`상담사 신청 #${answer.id}을(를) 반려했어요. 사유: ${answer.reason}`);
      return 0;
    }
    default:
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const usage = error instanceof UsageError ? `\n\n${USAGE}` : '';
    printError(`오류: ${error instanceof CliError ? error.message : String(error)}${usage}`);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  },
);
