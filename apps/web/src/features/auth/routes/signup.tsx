import { zodResolver } from '@hookform/resolvers/zod';
import { signUpForm, type SignUpForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { WelcomeCreditNote } from '@/features/site';
import { useSession } from '../api/get-session';
import { useSignUp } from '../api/sign-up';
import { ContinueTo } from '../components/continue-to';
import { AuthCard, textLinkStyles } from '../components/auth-card';
import { pendingEmail } from '../utils/pending-email';
import { NEXT_PARAM, safeNextPath, withNext } from '../utils/safe-redirect';

export function SignUpRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get(NEXT_PARAM);
  const next = safeNextPath(requested);
  const { user } = useSession();
  const signUp = useSignUp();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (user?.emailVerified) return <ContinueTo path={next} />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ form: values, next });
    } catch {
      return; // the banner shows the error
    }
    pendingEmail.write(values.email);
    navigate(withNext('/verification-pending', requested), { state: { email: values.email } });
  });

  return (
    <AuthCard
      title="Sign Up"
      description="Create your account. No card needed to sign up."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={withNext('/login', requested)} className={textLinkStyles}>
            Sign In
          </Link>
        </p>
      }
    >
      <WelcomeCreditNote />
      {signUp.error && <AlertBanner>{signUp.error.message || 'Failed to create account'}</AlertBanner>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          id="signup-full-name"
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          ids={{ password: 'signup-password', confirm: 'signup-confirm-password' }}
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
        />
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
