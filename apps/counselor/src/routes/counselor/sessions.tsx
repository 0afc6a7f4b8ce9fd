import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { SessionsPage } from '../../features/sessions/SessionsPage';
import { sessionsSearchOf } from '../../features/sessions/sessions-search';

export const Route = createFileRoute('/counselor/sessions')({
  validateSearch: sessionsSearchOf,
  head: () => pageHead(t('counselor.sessions.title')),
  staticData: { layout: 'counselor' },
  component: SessionsRoute,
});

function SessionsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new search in the address (뒤로, a link) puts its text back in the box.
  return (
    <SessionsPage
      key={filters.search ?? ''}
      filters={filters}
      onFilters={(search) => void navigate({ search })}
    />
  );
}
