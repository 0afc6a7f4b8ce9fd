import { deleteCookie } from '@arcana/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

const user = {
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  email: '',
  emailVerified: false,
  mobile: '01000000001',
  mobileVerified: true,
  enabled: true,
  point: 0,
  roles: ['USER'],
  createdAt: null,
  lastActivityAt: null,
  fcmTokens: [],
  enabledNotificationPush: true,
  enabledNotificationEmail: true,
  enabledEventPush: true,
  enabledEventEmail: true,
  enabledAdEmail: true,
  enabledAdPush: true,
  identityVerified: false,
  profileImage: null,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function renderLogin(path = '/login') {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    component: () => <LoginForm />,
  });
  const page = (name: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: name, component: () => <p>{name}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([login, page('/'), page('/me')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The form reads the redirectUri of the real address bar.
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

async function fill(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('아이디'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: password } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  deleteCookie('accessToken');
  deleteCookie('rememberMe');
  localStorage.clear();
});

describe('LoginForm', () => {
  it('shows the Korean schema messages next to empty fields and calls nothing', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }));

    // The check loads with the form's first use (login-call.ts), so the messages come a tick later.
    const username = screen.getByLabelText('아이디');
    await vi.waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('아이디를 입력해 주세요.');
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the autocomplete hints password managers need', async () => {
    renderLogin();

    expect((await screen.findByLabelText('아이디')).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('비밀번호').getAttribute('autocomplete')).toBe('current-password');
  });

  it('says 아이디 또는 비밀번호가 맞지 않아요. inline on 401', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 401, code: 'INVALID_CREDENTIALS', message: 'whatever' }, 401),
    );
    renderLogin();
    await fill('demo-user', 'wrong-pass1');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호가 맞지 않아요.',
    );
  });

  it("shows the server's message on 429", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          status: 429,
          code: 'TOO_MANY_ATTEMPTS',
          message: '로그인 시도가 너무 많아요. 1분 뒤에 다시 시도해 주세요.',
        },
        429,
      ),
    );
    renderLogin();
    await fill('demo-user', 'wrong-pass1');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '로그인 시도가 너무 많아요. 1분 뒤에 다시 시도해 주세요.',
    );
  });

  it('cannot be sent twice while the first login is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderLogin();
    await fill('demo-user', 'demo1234!');
    const button = screen.getByRole('button', { name: '로그인' });

    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);

    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json({ status: 401, code: 'INVALID_CREDENTIALS', message: 'x' }, 401));
    await screen.findByRole('alert');
  });

  it('logs in with 로그인 상태 유지 and goes to the redirectUri', async () => {
    fetchMock.mockResolvedValue(
      json({
        user,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        issuedAt: Date.now(),
        expiresIn: 3600,
      }),
    );
    const { router, queryClient } = renderLogin('/login?redirectUri=%2Fme');
    await fill('demo-user', 'demo1234!');
    fireEvent.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('/me')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/me');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'demo-user',
      password: 'demo1234!',
      rememberMe: true,
    });
    expect(document.cookie).toContain('accessToken=access-1');
    expect(document.cookie).toContain('rememberMe=1');
    expect(queryClient.getQueryData(['me'])).toEqual(user);
  });

  it('goes to / when no redirectUri is given', async () => {
    fetchMock.mockResolvedValue(
      json({
        user,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        issuedAt: Date.now(),
        expiresIn: 3600,
      }),
    );
    const { router } = renderLogin('/login');
    await fill('demo-user', 'demo1234!');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('rememberMe=');
  });
});
