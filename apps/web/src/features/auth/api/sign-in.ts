import type { SignInForm } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

function signIn(form: SignInForm) {
  return api.post('/api/auth/sign-in/email', { email: form.email, password: form.password });
}

/** Signs in; EMAIL_NOT_VERIFIED comes back as an ApiError for the caller to route. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
