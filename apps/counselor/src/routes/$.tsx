import { NotFoundPage, pageHead, t } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';

// Any path no route claims. Stored pages for a slug arrive with the content issue; until then
// every such path is the not-found page (SPEC §8: a non-fatal 'Page not found: {path}').
export const Route = createFileRoute('/$')({
  head: () => pageHead(t('shell.notFound.title')),
  component: NotFoundPage,
});
