import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';

type AdminPageProps = { title: string; description: string; actions?: ReactNode; children: ReactNode };

/** A back-office page: its heading with the way back to the admin dashboard, then its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title={title}
        description={description}
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
        actions={actions}
      />
      {children}
    </Container>
  );
}
