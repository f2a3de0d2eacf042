import { zodResolver } from '@hookform/resolvers/zod';
import { signInForm, type SignInForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSession } from '../api/get-session';
import { useSignIn } from '../api/sign-in';
import { AuthCard, textLinkStyles } from '../components/auth-card';
import { ContinueTo } from '../components/continue-to';
import { oauthAuthorizeReturn } from '../utils/oauth-return';
import { pendingEmail } from '../utils/pending-email';
import { isServerPath, NEXT_PARAM, safeNextPath, withNext } from '../utils/safe-redirect';

/** Why the browser was sent here, told by the confirmation link or a finished reset. */
const notices: Record<string, { tone: 'info' | 'success' | 'error'; text: string }> = {
  'reset-done': {
    tone: 'success',
    text: 'Your password has been reset. You were signed out everywhere, and any API keys and connected apps lost their access; an e-mail lists what went. Sign in with your new password.',
  },
  LINK_USED: { tone: 'info', text: 'This confirmation link has already been used. Sign in to continue.' },
  TOKEN_EXPIRED: { tone: 'error', text: 'This confirmation link has expired. Sign in to get a new one.' },
  INVALID_TOKEN: { tone: 'error', text: 'This confirmation link is not valid. Sign in to get a new one.' },
};

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const signIn = useSignIn();
  const form = useForm<SignInForm>({ resolver: zodResolver(signInForm), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const requested = params.get(NEXT_PARAM);
  const next = safeNextPath(requested);
  const notice = notices[params.get('notice') ?? params.get('error') ?? ''];
  // An MCP client asked to be allowed (decision 032): signed in, the person returns to its request.
  const oauthReturn = oauthAuthorizeReturn(params);
  // Sign-up and confirmation carry the request along, so a new account also ends up back there.
  const continueTo = oauthReturn ?? requested;

  const destination = oauthReturn ?? next;

  if (user?.emailVerified && !signIn.isPending) return <ContinueTo path={destination} />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      if (isServerPath(destination)) window.location.assign(destination);
      else navigate(destination, { replace: true });
    } catch (error) {
      // Spec: an unconfirmed e-mail goes to /verification-pending, where the link can be resent.
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        pendingEmail.write(values.email);
        navigate(withNext('/verification-pending', continueTo), { state: { email: values.email } });
      }
    }
  });
  const failure =
    signIn.error && !(signIn.error instanceof ApiError && signIn.error.code === 'EMAIL_NOT_VERIFIED')
      ? signIn.error.message || 'Failed to sign in'
      : null;

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to run automations and manage your tokens."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to={withNext('/signup', continueTo)} className={textLinkStyles}>
            Sign Up
          </Link>
        </p>
      }
    >
      {notice && <AlertBanner tone={notice.tone}>{notice.text}</AlertBanner>}
      {failure && <AlertBanner>{failure}</AlertBanner>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className={`${textLinkStyles} self-end text-sm`}>
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
