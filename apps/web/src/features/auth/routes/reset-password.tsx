import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_REVOKES_NOTICE, resetPasswordForm, type ResetPasswordForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, textLinkStyles } from '../components/auth-card';

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * The target of the recovery e-mail (its screen is not in the spec): a new password twice, with the
 * sign-up rules. It says before saving what a reset takes back (DESIGN D16); success signs out
 * everywhere, so it returns to sign-in with a message that says it again.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const token = params.get('token');
  const backToRequest = (
    <Link to="/forgot-password" className={textLinkStyles}>
      Request a new reset link
    </Link>
  );

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Set a New Password" footer={backToRequest}>
        <AlertBanner>{INVALID_LINK}</AlertBanner>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch {
      return;
    }
    navigate('/login?notice=reset-done', { replace: true });
  });

  return (
    <AuthCard
      title="Set a New Password"
      description="Choose a new password for your Basalt account."
      footer={backToRequest}
    >
      <AlertBanner tone="info">{RESET_REVOKES_NOTICE}</AlertBanner>
      {reset.error && <AlertBanner>{reset.error.message || 'Failed to reset password'}</AlertBanner>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
