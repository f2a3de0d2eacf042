import type { SignUpForm, SignUpInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Spec: the confirmation link signs the user in and lands on the dashboard, or on the page the
 * person was on when asked to sign up (`next`, e.g. the automation they picked).
 */
export const CONFIRMED_PATH = '/dashboard';

function signUp({ form, next }: { form: SignUpForm; next: string }) {
  const body: SignUpInput = {
    name: form.fullName,
    email: form.email,
    password: form.password,
    callbackURL: next,
  };
  return api.post('/api/auth/sign-up/email', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
