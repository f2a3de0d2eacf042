import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';

/** Spec §9: the access-denied redirect waits 3 seconds. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Container className="flex justify-center py-16">
      <Card role="alert" className="flex w-full max-w-lg flex-col items-center gap-3 p-8 text-center">
        <ShieldAlert size={40} className="text-danger" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Access Denied</h1>
        <p>You do not have permission to access this page.</p>
        <p className="text-sm text-muted-foreground">
          If you believe this is an error, please contact an administrator for assistance.
        </p>
        <p className="text-sm text-muted-foreground">Redirecting to dashboard in 3 seconds...</p>
      </Card>
    </Container>
  );
}
