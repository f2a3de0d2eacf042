import { ConnectedAppsSection } from '@/features/connected-apps';
import { ApiKeysSection } from './api-keys-section';

/** The API tab of /profile. Sibling sections (e.g. the completion webhook) sit beside the keys. */
export function ApiTab() {
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <ApiKeysSection />
      <ConnectedAppsSection />
    </div>
  );
}
