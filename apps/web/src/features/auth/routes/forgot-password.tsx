import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordResetForm, type RequestPasswordResetForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, textLinkStyles } from '../components/auth-card';

/** Spec 'Reset Password': idle, sending, then the success message or an error. */
export function ForgotPasswordRoute() {
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetForm>({
    resolver: zodResolver(requestPasswordResetForm),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => request.mutateAsync(values).catch(() => undefined));

  return (
    <AuthCard
      title="Reset Password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={textLinkStyles}>
          Back to Sign In
        </Link>
      }
    >
      {request.isSuccess && (
        <AlertBanner tone="success">Password reset email sent! Check your inbox for further instructions.</AlertBanner>
      )}
      {request.error && <AlertBanner>{request.error.message || 'Failed to send reset email'}</AlertBanner>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
