import type { AutomationStatus } from '@basalt/contracts';
import { useId } from 'react';

const titles: Record<Exclude<AutomationStatus, 'published'>, string> = {
  draft: 'Draft, hidden from users',
  archived: 'Archived, hidden from users',
};

/**
 * Only admins can load an unpublished automation (users and visitors get its 404), so an admin
 * previewing one must not mistake it for what users see (issue 15).
 */
export function UnpublishedBanner({ status }: { status: AutomationStatus }) {
  const titleId = useId();
  if (status === 'published') return null;
  return (
    <div
      role="status"
      aria-labelledby={titleId}
      className="mb-6 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <strong id={titleId}>{titles[status]}</strong>
      <span className="block">
        Only admins can open this page. Publish it in Admin, Automations to list it in the marketplace.
      </span>
    </div>
  );
}
