import { updateWelcomeCreditBody, welcomeCreditSavedMessage } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { useWelcomeCredit } from '../api/get-welcome-credit';
import { useUpdateWelcomeCredit } from '../api/update-welcome-credit';

/**
 * DESIGN D20: the tokens a confirmed e-mail address gets once. Checked with the route's own contract,
 * so a decimal is refused here with the server's words instead of being rounded.
 */
export function WelcomeCreditForm() {
  const current = useWelcomeCredit();
  if (current.isError) {
    return (
      <LoadErrorPanel
        message="Failed to load the welcome credit"
        retrying={current.isFetching}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (!current.data) return null;
  // Mounted once the amount is known, so the field starts from what the server holds; a save then
  // keeps the field and its success message as they are.
  return <WelcomeCreditFields saved={current.data.tokens} />;
}

function WelcomeCreditFields({ saved }: { saved: number }) {
  const [text, setText] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const update = useUpdateWelcomeCredit();

  const save = () => {
    setSuccess(null);
    const parsed = updateWelcomeCreditBody.safeParse({ tokens: text.trim() === '' ? Number.NaN : Number(text) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a number of tokens');
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (result) => setSuccess(welcomeCreditSavedMessage(result.tokens)),
      onError: (failure) => setError(failure.message || 'Failed to save the welcome credit'),
    });
  };

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Welcome Credit</h2>
      <form
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <FormField
          id="welcome-credit"
          label="Tokens for a confirmed e-mail"
          helpText="Given once per e-mail address, with the normal expiry. 0 turns it off and the site stops offering it."
        >
          <input
            id="welcome-credit"
            inputMode="numeric"
            className={inputStyles}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        {error && <AlertBanner>{error}</AlertBanner>}
        {success && <AlertBanner tone="success">{success}</AlertBanner>}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Welcome Credit'}
          </Button>
        </div>
      </form>
    </section>
  );
}
