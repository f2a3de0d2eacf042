import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { oauthConsentQuery } from '@basalt/contracts';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useOAuthConsentRequest } from '../api/get-oauth-consent-request';
import { useOAuthConsent } from '../api/oauth-consent';
import { AuthCard, textLinkStyles } from '../components/auth-card';

/**
 * /oauth/consent (decision 032): an MCP client that registered itself asks to act for the signed-in
 * person. The server hands it an authorization code only after Allow here, so a page cannot send a
 * signed-in person through the authorization unseen. The page names the client as it registered
 * itself and the host it returns to, so a look-alike of the client the person started shows.
 */
export function OAuthConsentRoute() {
  const [params] = useSearchParams();
  const consent = useOAuthConsent();
  const [refused, setRefused] = useState(false);
  const request = oauthConsentQuery.safeParse(Object.fromEntries(params));
  const client = useOAuthConsentRequest(request.data?.consent_code);

  if (!request.success || client.isError) {
    return (
      <AuthCard title="Authorization request not found">
        <AlertBanner>
          {request.success
            ? 'This authorization request has expired or was already answered: start again from your MCP client.'
            : 'This page needs an authorization request: start again from your MCP client.'}
        </AlertBanner>
      </AuthCard>
    );
  }
  if (refused) {
    return (
      <AuthCard title="Access refused">
        <AlertBanner tone="info">The MCP client was not given access. You can close this window.</AlertBanner>
      </AuthCard>
    );
  }

  const answer = async (accept: boolean) => {
    const { redirectURI } = await consent.mutateAsync({ accept, consent_code: request.data.consent_code });
    if (accept) window.location.assign(redirectURI);
    else setRefused(true);
  };

  return (
    <AuthCard
      title="Allow an MCP client?"
      description="An AI agent or MCP client asks to use your Basalt account."
      footer={
        <p>
          Its spending is capped by your{' '}
          <Link to="/profile?tab=budget" className={textLinkStyles}>
            monthly budget
          </Link>
          . The runs it starts are recorded with its client ID.
        </p>
      }
    >
      {consent.error && <AlertBanner>{consent.error.message || 'The answer could not be sent'}</AlertBanner>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" aria-busy={client.isPending}>
        <dt className="text-muted-foreground">Client</dt>
        <dd className="font-medium break-all">
          {client.data ? (client.data.clientName ?? 'A client that gave no name') : 'Loading…'}
        </dd>
        <dt className="text-muted-foreground">Returns to</dt>
        <dd className="font-mono break-all">{client.data?.redirectHost ?? '…'}</dd>
        <dt className="text-muted-foreground">Client ID</dt>
        <dd className="font-mono break-all">{request.data.client_id}</dd>
      </dl>
      <p className="text-sm">
        If you allow it, it can search automations, read your token balance, and start paid runs that spend your tokens,
        until you disconnect it under{' '}
        <Link to="/profile?tab=api" className={textLinkStyles}>
          Connected Apps
        </Link>
        .
      </p>
      <div className="flex gap-3">
        <Button size="lg" disabled={consent.isPending || !client.data} onClick={() => void answer(true)}>
          Allow
        </Button>
        <Button size="lg" variant="secondary" disabled={consent.isPending} onClick={() => void answer(false)}>
          Deny
        </Button>
      </div>
    </AuthCard>
  );
}
