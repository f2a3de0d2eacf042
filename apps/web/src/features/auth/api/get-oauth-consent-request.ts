import { getOAuthConsentRequestResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The client behind a pending authorization request: its registered name and where it returns. */
async function getOAuthConsentRequest(consentCode: string) {
  const answer = await api.get(`/api/oauth/consent-request?consent_code=${encodeURIComponent(consentCode)}`);
  return getOAuthConsentRequestResponse.parse(answer);
}

export function useOAuthConsentRequest(consentCode: string | undefined) {
  return useQuery({
    queryKey: ['oauth-consent-request', consentCode],
    queryFn: () => getOAuthConsentRequest(consentCode!),
    enabled: consentCode !== undefined,
    // A request that is not found has expired or was answered: asking again cannot help.
    retry: false,
  });
}
