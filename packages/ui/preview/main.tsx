import '../src/fonts.css';
import { type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AlertIcon,
  AppHeader,
  BellIcon,
  BottomNav,
  Button,
  Card,
  ChatIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ContentLayout,
  CounselorLayout,
  DefaultLayout,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  ErrorView,
  Heading,
  HomeIcon,
  IconButton,
  MenuIcon,
  MonitorIcon,
  MoonIcon,
  PhoneIcon,
  SideNav,
  Skeleton,
  SparklesIcon,
  Spinner,
  Stack,
  SubpageHomeLayout,
  SubpageLayout,
  SunIcon,
  Text,
  type ThemeName,
  ThemeSwitcher,
  type ThemeSwitcherValue,
  Toaster,
  TopNav,
  themeClassNames,
  toast,
  UserIcon,
  VideoIcon,
  vars,
} from '../src/index.ts';
import { ButtonLink } from './button-link.tsx';
import * as styles from './preview.css.ts';

const params = new URLSearchParams(location.search);
const view = params.get('view') ?? 'components';
const themeParam = params.get('theme');
const theme: ThemeName =
  themeParam === 'light' || themeParam === 'darkNight' ? themeParam : 'darkLee';
document.documentElement.classList.add(themeClassNames[theme]);

const themeLabels = { auto: '자동', light: '라이트', dark: '다크' };
const themeDescriptions = { auto: '시스템 설정을 따라요', light: '밝은 화면', dark: '어두운 화면' };
const skip = '본문으로 건너뛰기';

const userNav = [
  { key: 'home', label: '홈', icon: <HomeIcon />, href: '?view=layout', current: true },
  { key: 'ai', label: 'AI 타로', icon: <SparklesIcon />, href: '?view=layout' },
  { key: 'counseling', label: '상담', icon: <ChatIcon />, href: '?view=layout' },
  { key: 'notifications', label: '알림', icon: <BellIcon />, href: '?view=layout' },
  { key: 'me', label: '마이', icon: <UserIcon />, href: '?view=layout' },
];

const counselorNav = [
  { key: 'home', label: '홈', icon: <HomeIcon />, href: '#', current: true },
  { key: 'sessions', label: '상담 내역', icon: <ChatIcon />, href: '#' },
  { key: 'reservations', label: '예약 관리', icon: <PhoneIcon />, href: '#' },
  { key: 'notifications', label: '알림', icon: <BellIcon />, href: '#' },
  { key: 'profile', label: '프로필', icon: <UserIcon />, href: '#' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={3} as="section">
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Gallery() {
  const [setting, setSetting] = useState<ThemeSwitcherValue>('auto');
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Section title="버튼">
        <div className={styles.row}>
          <Button>상담 시작하기</Button>
          <Button variant="secondary">취소</Button>
          <Button variant="ghost">더보기</Button>
          <Button variant="danger">탈퇴하기</Button>
        </div>
        <div className={styles.row}>
          <Button size="sm">작게</Button>
          <Button size="lg">크게</Button>
          <Button
            loading={saving}
            onClick={() => {
              setSaving(true);
              setTimeout(() => setSaving(false), 1500);
            }}
          >
            저장하기
          </Button>
          <Button loading>결제 중</Button>
          <Button disabled>비활성</Button>
        </div>
        <Button fullWidth size="lg" onClick={() => toast('저장했어요')}>
          토스트 띄우기
        </Button>
        <ButtonLink href="#" className={undefined}>
          링크를 버튼처럼
        </ButtonLink>
      </Section>
      <Section title="아이콘">
        <div className={styles.row}>
          {[
            HomeIcon,
            SparklesIcon,
            ChatIcon,
            PhoneIcon,
            VideoIcon,
            UserIcon,
            BellIcon,
            SunIcon,
            MoonIcon,
            MonitorIcon,
            MenuIcon,
            CloseIcon,
            ChevronLeftIcon,
            ChevronRightIcon,
            AlertIcon,
            CheckIcon,
          ].map((Icon) => (
            <Icon key={Icon.name + String(Icon)} size={22} />
          ))}
        </div>
        <div className={styles.row}>
          <IconButton aria-label="메뉴">
            <MenuIcon />
          </IconButton>
          <IconButton aria-label="알림" variant="secondary">
            <BellIcon />
          </IconButton>
          <IconButton aria-label="영상 상담" variant="primary">
            <VideoIcon />
          </IconButton>
          <Spinner label="불러오는 중" />
          <Spinner size="lg" />
        </div>
      </Section>
      <Section title="화면 테마">
        <ThemeSwitcher
          aria-label="화면 테마"
          labels={themeLabels}
          descriptions={themeDescriptions}
          value={setting}
          onValueChange={setSetting}
        />
        <ThemeSwitcher
          aria-label="화면 테마"
          layout="segmented"
          labels={themeLabels}
          value={setting}
          onValueChange={setSetting}
        />
      </Section>
      <Section title="카드와 텍스트">
        <Card>
          <Stack gap={2}>
            <div className={styles.row}>
              <span className={styles.chip}>
                <span className={styles.dot} style={{ background: vars.color.availability.on }} />
                상담 가능
              </span>
              <span className={styles.chip}>
                <span
                  className={styles.dot}
                  style={{ background: vars.color.availability.counseling }}
                />
                상담 중
              </span>
            </div>
            <Heading level={3}>별빛 타로 · 김하늘 상담사</Heading>
            <Text tone="muted" size="sm">
              연애, 진로, 재회 상담을 주로 해요. 마음이 편안해지는 대화를 나눠요.
            </Text>
            <Text weight="bold" numeric>
              33,000원 · 30분
            </Text>
          </Stack>
        </Card>
        <Card>
          <Stack gap={2}>
            <Skeleton shape="circle" width={40} />
            <Skeleton width="60%" />
            <Skeleton width="90%" />
            <Skeleton shape="rect" height={80} />
          </Stack>
        </Card>
        <Stack gap={2}>
          <div className={styles.bubbleReceived}>안녕하세요, 어떤 고민이 있으세요?</div>
          <div className={styles.bubbleSent}>요즘 이직을 고민하고 있어요.</div>
        </Stack>
        <div className={styles.row}>
          {(['primary', 'danger', 'success', 'warning', 'info'] as const).map((key) => (
            <span
              key={key}
              className={styles.swatch}
              style={{ background: vars.color.background[key] }}
              title={key}
            />
          ))}
        </div>
      </Section>
      <Section title="대화상자">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">알림 열기</Button>
          </DialogTrigger>
          <DialogContent closeLabel="닫기">
            <DialogTitle>결제가 완료됐어요</DialogTitle>
            <DialogDescription>
              33,000원 결제가 완료됐어요. 상담사가 수락하면 바로 시작할 수 있어요.
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">나중에</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>확인</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Section>
    </>
  );
}

function Components() {
  const themes: ThemeName[] =
    params.get('all') === '1' ? ['darkLee', 'light', 'darkNight'] : [theme];
  return (
    <div className={styles.columns}>
      {themes.map((name) => (
        <div key={name} className={`${themeClassNames[name]} ${styles.themeColumn}`}>
          <Heading level={1}>{name}</Heading>
          <Gallery />
        </div>
      ))}
    </div>
  );
}

const header = (
  <AppHeader
    start={
      <a className={styles.logo} href="?view=layout">
        아르카나
      </a>
    }
    end={
      <>
        <TopNav aria-label="주요 메뉴" items={userNav} />
        <IconButton aria-label="알림">
          <BellIcon />
        </IconButton>
      </>
    }
  />
);

function Cards() {
  return (
    <div className={styles.grid}>
      {['연애운', '재물운', '오늘의 운세', '진로 상담', '궁합', '타로 한 장'].map((title) => (
        <Card key={title} interactive>
          <Stack gap={1}>
            <Heading level={3} size="md">
              {title}
            </Heading>
            <Text size="sm" tone="muted">
              AI 캐릭터가 카드 세 장으로 읽어 드려요.
            </Text>
          </Stack>
        </Card>
      ))}
    </div>
  );
}

function Layout() {
  switch (view) {
    case 'counselor':
      return (
        <CounselorLayout
          skipLinkLabel={skip}
          header={<AppHeader start={<span className={styles.logo}>아르카나 상담사</span>} />}
          sideNav={<SideNav aria-label="상담사 메뉴" items={counselorNav} />}
          nav={<BottomNav aria-label="상담사 메뉴" items={counselorNav} />}
        >
          <Stack gap={4}>
            <Heading level={1}>오늘의 상담</Heading>
            <Cards />
          </Stack>
        </CounselorLayout>
      );
    case 'subpage':
      return (
        <SubpageLayout
          skipLinkLabel={skip}
          title="알림 설정"
          backLink={
            <IconButton aria-label="뒤로">
              <ChevronLeftIcon />
            </IconButton>
          }
        >
          <ThemeSwitcher
            aria-label="화면 테마"
            labels={themeLabels}
            descriptions={themeDescriptions}
          />
        </SubpageLayout>
      );
    case 'subpage-home':
      return (
        <SubpageHomeLayout
          skipLinkLabel={skip}
          header={header}
          nav={<BottomNav aria-label="주요 메뉴" items={userNav} />}
          title="상담"
        >
          <Cards />
        </SubpageHomeLayout>
      );
    case 'content':
      return (
        <ContentLayout
          skipLinkLabel={skip}
          header={header}
          backLink={
            <a href="?view=layout" className={styles.logo} style={{ fontSize: 15 }}>
              ‹ 마이페이지
            </a>
          }
          title="공지사항"
        >
          <Text tone="muted">2025-11-22 · 서비스 점검 안내</Text>
        </ContentLayout>
      );
    case 'dialog':
      setTimeout(() => toast('저장했어요'), 300);
      return (
        <DefaultLayout skipLinkLabel={skip} header={header}>
          <Dialog defaultOpen>
            <DialogContent closeLabel="닫기">
              <DialogTitle>결제가 완료됐어요</DialogTitle>
              <DialogDescription>
                33,000원 결제가 완료됐어요. 상담사가 수락하면 바로 시작할 수 있어요.
              </DialogDescription>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">나중에</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button>확인</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <Cards />
        </DefaultLayout>
      );
    case 'error':
      return (
        <DefaultLayout skipLinkLabel={skip} header={header}>
          <ErrorView
            status={404}
            title="페이지를 찾을 수 없어요"
            message="주소가 바뀌었거나 삭제된 페이지예요. 주소를 다시 확인해 주세요."
            stack={'Error: Page Not Found: /nowhere\n    at loader (routes/$slug.tsx:12:11)'}
            stackLabel="자세한 오류 보기"
            action={
              <Button fullWidth size="lg">
                홈으로 가기
              </Button>
            }
          />
        </DefaultLayout>
      );
    default:
      return (
        <DefaultLayout
          skipLinkLabel={skip}
          header={header}
          nav={<BottomNav aria-label="주요 메뉴" items={userNav} />}
        >
          <Stack gap={6}>
            <Heading level={1}>오늘의 타로</Heading>
            <Cards />
            <Cards />
          </Stack>
        </DefaultLayout>
      );
  }
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {view === 'components' ? <Components /> : <Layout />}
    <Toaster />
  </StrictMode>,
);
