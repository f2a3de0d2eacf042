import {
  createCheckoutSessionResponse,
  type CreateCheckoutSessionInput,
} from '@basalt/contracts/tokens/create-checkout-session';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opens a payment page for a package; the caller sends the browser to the returned url. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: async (input: CreateCheckoutSessionInput) => {
      const body = createCheckoutSessionResponse.safeParse(await api.post('/api/checkout-sessions', input));
      if (!body.success) throw new Error('Failed to create checkout session');
      return body.data.url;
    },
  });
}
