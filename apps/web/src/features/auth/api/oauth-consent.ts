import { oauthConsentBody, oauthConsentResponse, type OAuthConsentBody } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Allows or refuses an MCP client's authorization request (better-auth's MCP plugin, decision 032). */
async function answerConsent(body: OAuthConsentBody) {
  const answer = await api.post('/api/auth/oauth2/consent', oauthConsentBody.parse(body));
  return oauthConsentResponse.parse(answer);
}

export function useOAuthConsent() {
  return useMutation({ mutationFn: answerConsent });
}
