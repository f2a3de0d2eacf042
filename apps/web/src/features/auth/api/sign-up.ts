import type { SignUpForm, SignUpInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec: the confirmation link signs the user in and lands on the dashboard. */
export const CONFIRMED_PATH = '/dashboard';

function signUp(form: SignUpForm) {
  const body: SignUpInput = {
    name: form.fullName,
    email: form.email,
    password: form.password,
    callbackURL: CONFIRMED_PATH,
  };
  return api.post('/api/auth/sign-up/email', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
