import { TEMPORARILY_UNAVAILABLE } from '@basalt/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useNotifyWhenBack } from '../api/notify-when-back';

/**
 * In place of the run form while the automation is paused, by its failures or by an admin (DESIGN D18):
 * runs are refused before any charge, and a signed-in person may ask for one e-mail when it is back.
 */
export function PausedNotice({ automationId, signedIn }: { automationId: string; signedIn: boolean }) {
  const titleId = useId();
  const notify = useNotifyWhenBack(automationId);
  return (
    <section
      aria-labelledby={titleId}
      className="my-6 flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-4 text-sm text-amber-900 dark:text-amber-200"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {TEMPORARILY_UNAVAILABLE}
      </h2>
      <p>
        Our team has paused this automation while it is looked at. It cannot be run until it is back; nothing is
        charged.
      </p>
      {signedIn &&
        (notify.isSuccess ? (
          <p role="status">We will e-mail you once when it is back.</p>
        ) : (
          <div>
            <Button variant="secondary" disabled={notify.isPending} onClick={() => notify.mutate()}>
              Tell me when it&apos;s back
            </Button>
            {notify.isError && (
              <p role="alert" className="mt-2 text-danger">
                {notify.error.message}
              </p>
            )}
          </div>
        ))}
    </section>
  );
}
