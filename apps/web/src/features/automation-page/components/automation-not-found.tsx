import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function AutomationNotFound() {
  return (
    <Container className="flex max-w-lg flex-col items-center gap-4 py-24 text-center">
      <SearchX size={36} className="text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Automation not found</h1>
      <p className="text-muted-foreground">It may have been removed, or the link may be wrong.</p>
      <Link to="/browse" className={buttonStyles()}>
        Back to the marketplace
      </Link>
    </Container>
  );
}
