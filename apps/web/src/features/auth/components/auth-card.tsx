import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The one frame of every sign-in, sign-up and recovery screen. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
        {footer && <div className="mt-6 flex flex-col gap-2 border-t pt-5 text-sm text-muted-foreground">{footer}</div>}
      </Card>
    </Container>
  );
}

export const textLinkStyles =
  'font-medium text-accent-text underline-offset-4 hover:underline rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
