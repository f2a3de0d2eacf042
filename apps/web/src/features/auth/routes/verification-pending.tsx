import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useSession } from '../api/get-session';
import { useResendVerification } from '../api/resend-verification';
import { useSessionFromOtherTabs } from '../api/session-elsewhere';
import { ContinueTo } from '../components/continue-to';
import { AuthCard, textLinkStyles } from '../components/auth-card';
import { pendingEmail } from '../utils/pending-email';
import { NEXT_PARAM, safeNextPath, withNext } from '../utils/safe-redirect';

/** Spec 'Verify Your Email': a resend button (idle, sending, message) and a link to sign in. */
export function VerificationPendingRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = params.get(NEXT_PARAM);
  const next = safeNextPath(requested);
  const { user } = useSession();
  useSessionFromOtherTabs();
  const resend = useResendVerification();
  const [missingEmail, setMissingEmail] = useState(false);
  const state = location.state as { email?: string } | null;
  const email = user?.email ?? state?.email ?? pendingEmail.read();

  if (user?.emailVerified) return <ContinueTo path={next} />;

  const onResend = () => {
    if (!email) {
      setMissingEmail(true);
      return;
    }
    resend.mutate({ email, next });
  };
  const failure = missingEmail
    ? 'No user email found'
    : resend.error
      ? resend.error.message || 'Failed to resend email'
      : null;

  return (
    <AuthCard
      title="Verify Your Email"
      footer={
        <Link to={withNext('/login', requested)} className={textLinkStyles}>
          Back to Sign In
        </Link>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <MailCheck size={40} className="text-accent-text" aria-hidden="true" />
        <p>
          We sent a confirmation link to {email ? <strong>{email}</strong> : 'your e-mail address'}. Open it to activate
          your account; it works once and expires in 24 hours.
        </p>
        <p className="text-sm text-muted-foreground">Can&apos;t find it? Check your spam folder or send it again.</p>
      </div>
      {resend.isSuccess && <AlertBanner tone="success">Verification email sent! Check your inbox.</AlertBanner>}
      {failure && <AlertBanner>{failure}</AlertBanner>}
      <Button variant="secondary" size="lg" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </AuthCard>
  );
}
