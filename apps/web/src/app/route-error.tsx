import { Link, useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** Last resort when a route throws while rendering; the shell is gone, so this stands alone. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="flex min-h-dvh items-center bg-background text-foreground">
      <Container className="max-w-lg text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          This page hit an unexpected error. Reload the page or go back to the home page.
        </p>
        <Link to="/" reloadDocument className={buttonStyles({ className: 'mt-6' })}>
          Go to the home page
        </Link>
      </Container>
    </main>
  );
}
