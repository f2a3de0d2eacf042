import type { NotificationSettings } from '@basalt/contracts';
import { AlertBanner } from '@/components/ui/alert-banner';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const options: { key: keyof NotificationSettings; label: string; hint: string }[] = [
  { key: 'runCompleted', label: 'A run completes', hint: 'With a link to its results.' },
  { key: 'runFailed', label: 'A run fails', hint: 'With what went wrong and any tokens refunded.' },
];

/** Opt-in e-mails about the user's own runs; each box saves as soon as it changes. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const current = settings.data;
  return (
    <section aria-labelledby="notifications-heading" className="flex max-w-lg flex-col gap-3">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        Notifications
      </h2>
      <p className="text-sm text-muted-foreground">E-mail me when:</p>
      {settings.error && <AlertBanner>Error: {settings.error.message}</AlertBanner>}
      {update.error && <AlertBanner>Error: {update.error.message}</AlertBanner>}
      {current &&
        options.map((option) => (
          <label key={option.key} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-accent"
              checked={current[option.key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ ...current, [option.key]: event.target.checked })}
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span className="block text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
    </section>
  );
}
