import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RootErrorPage } from '../errors/RootErrorPage';
import {
  positiveIdParam,
  type RouteCheckName,
  shareIdParam,
  UnknownRouteCheckError,
} from './route-checks';
import { RouteValidityError, routeValidity } from './route-validity';

// The whole error pages are chunks of their own, loaded when a page fails; load them before the
// tests, so the first import's time under load never counts against what a test waits for.
beforeAll(async () => {
  await Promise.all([import('../errors/NotFoundScreen'), import('../errors/RouteErrorPage')]);
});

const rendered = vi.fn();

const rootRoute = createRootRoute({
  component: Outlet,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
});

const thingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/things/$id',
  ...routeValidity({ params: { id: positiveIdParam } }),
  component: function ThingPage() {
    const { id } = thingRoute.useParams();
    rendered(id);
    return <p>{`thing ${id} is a ${typeof id}`}</p>;
  },
});

const sharedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shared/$id',
  ...routeValidity({ checks: ['share-id'] }),
  component: function SharedPage() {
    const { id } = sharedRoute.useParams();
    rendered(id);
    return <p>{`share ${id}`}</p>;
  },
});

const noteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notes/$id',
  ...routeValidity({ checks: ['positive-id'] }),
  component: function NotePage() {
    const { id } = noteRoute.useParams();
    rendered(id);
    return <p>{`note ${id}`}</p>;
  },
});

const cardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cards/$cardId',
  ...routeValidity({ params: { cardId: positiveIdParam } }),
  component: Outlet,
});

const cardMeaningRoute = createRoute({
  getParentRoute: () => cardRoute,
  path: '/meaning',
  component: function CardMeaningPage() {
    const { cardId } = cardMeaningRoute.useParams();
    rendered(cardId);
    // Arithmetic on cardId only typechecks because the parent's declaration parsed it.
    return <p>{`meaning of card ${cardId + 1 - 1}`}</p>;
  },
});

const responseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dialogs/share-response/$shareId',
  ...routeValidity({ params: { shareId: shareIdParam } }),
  component: function ShareResponsePage() {
    const { shareId } = responseRoute.useParams();
    rendered(shareId);
    return <p>{`response to ${shareId}`}</p>;
  },
});

const guarded = vi.fn();
const validity = routeValidity({ params: { id: positiveIdParam } });
const myThingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/me/things/$id',
  params: validity.params,
  beforeLoad: (context) => {
    validity.beforeLoad(context);
    guarded(context.params.id);
  },
  component: function MyThingPage() {
    rendered(myThingRoute.useParams().id);
    return <p>my thing</p>;
  },
});

const routeTree = rootRoute.addChildren([
  thingRoute,
  sharedRoute,
  noteRoute,
  cardRoute.addChildren([cardMeaningRoute]),
  responseRoute,
  myThingRoute,
]);

function createTestRouter(path: string) {
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
}

function renderAt(path: string) {
  const router = createTestRouter(path);
  render(<RouterProvider router={router} />);
  return router;
}

let error: MockInstance<typeof console.error>;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  rendered.mockClear();
  guarded.mockClear();
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The fatal 404 of SPEC §8: the Korean not-found screen, the developer message in the log. */
async function expectFatalNotFound(path: string) {
  expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(rendered).not.toHaveBeenCalled();
  // The whole error page logs from an effect, a moment after its heading is in the document.
  const validityError = await vi.waitFor(() => {
    const found = error.mock.calls
      .map(([first]) => first)
      .find((value) => value instanceof RouteValidityError);
    expect(found).toBeInstanceOf(RouteValidityError);
    return found;
  });
  expect(validityError).toMatchObject({
    message: `Page Not Found: ${path}`,
    status: 404,
    fatal: true,
    path,
  });
  // The non-fatal 'Page not found' is for paths no route claims, not for these.
  expect(warn).not.toHaveBeenCalledWith(`Page not found: ${path}`);
}

describe('params declaration', () => {
  it('renders the route with the id parsed to a number', async () => {
    renderAt('/things/42');

    expect(await screen.findByText('thing 42 is a number')).toBeTruthy();
    expect(rendered).toHaveBeenCalledWith(42);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    '/things/abc',
    '/things/0',
    '/things/01',
    '/things/-1',
    '/things/1.5',
    '/things/9007199254740992',
  ])('gives %s a fatal 404', async (path) => {
    renderAt(path);
    await expectFatalNotFound(path);
  });

  it('covers the child routes of the declaring route', async () => {
    renderAt('/cards/7/meaning');
    expect(await screen.findByText('meaning of card 7')).toBeTruthy();
  });

  it('gives a child route of a bad id a fatal 404', async () => {
    renderAt('/cards/seven/meaning');
    await expectFatalNotFound('/cards/seven/meaning');
  });

  it('checks share ids by shape', async () => {
    renderAt('/dialogs/share-response/q3Vx-_9Zk2LmN0pR7sT1uA');
    expect(await screen.findByText('response to q3Vx-_9Zk2LmN0pR7sT1uA')).toBeTruthy();
  });

  it('gives a share id of the wrong shape a fatal 404', async () => {
    renderAt('/dialogs/share-response/42');
    await expectFatalNotFound('/dialogs/share-response/42');
  });

  it('builds links from the parsed value', () => {
    const router = createTestRouter('/');
    expect(router.buildLocation({ to: '/things/$id', params: { id: 7 } }).pathname).toBe(
      '/things/7',
    );
  });

  it("runs before a route's own beforeLoad when composed with it", async () => {
    renderAt('/me/things/5');
    expect(await screen.findByText('my thing')).toBeTruthy();
    expect(guarded).toHaveBeenCalledWith(5);
  });

  it("keeps a route's own beforeLoad from running after a failed check", async () => {
    renderAt('/me/things/x');
    await expectFatalNotFound('/me/things/x');
    expect(guarded).not.toHaveBeenCalled();
  });
});

describe('named checks', () => {
  it('renders a route whose share-id check passes', async () => {
    renderAt('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText('share AAAAAAAAAAAAAAAAAAAAAA')).toBeTruthy();
  });

  it.each(['/shared/1', '/shared/AAAAAAAAAAAAAAAAAAAAA', '/shared/AAAAAAAAAAAAAAAAAAAAAAA'])(
    'gives %s a fatal 404',
    async (path) => {
      renderAt(path);
      await expectFatalNotFound(path);
    },
  );

  it('checks the raw id with positive-id', async () => {
    renderAt('/notes/3');
    expect(await screen.findByText('note 3')).toBeTruthy();
  });

  it('gives /notes/zero a fatal 404', async () => {
    renderAt('/notes/zero');
    await expectFatalNotFound('/notes/zero');
  });

  it.each(['nope', 'positive_id', 'toString', '__proto__', ''])(
    "throws 'Unknown route middleware' for %j when the route is declared",
    (name) => {
      const declare = () => routeValidity({ checks: [name as RouteCheckName] });
      expect(declare).toThrow(/^Unknown route middleware$/);
      expect(declare).toThrow(UnknownRouteCheckError);
    },
  );
});

it('leaves a path that no route claims to the non-fatal not-found page', async () => {
  renderAt('/nowhere/at/all');

  expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
  // The whole page (with its home link) logs the developer message.
  await screen.findByRole('link', { name: '홈으로' });
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Page not found: /nowhere/at/all'));
  expect(error.mock.calls.some(([first]) => first instanceof RouteValidityError)).toBe(false);
});
