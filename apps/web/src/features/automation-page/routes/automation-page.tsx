import { automationPageTitle } from '@basalt/contracts';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { useTrackAutomationView } from '@/features/analytics';
import { useSession } from '@/features/auth';
import { useAutomation } from '@/features/catalogue';
import { lazyComponent } from '@/lib/lazy-component';
import { usePageTitle } from '@/lib/use-page-title';
import { AutomationHero } from '../components/automation-hero';
import { AutomationNotFound } from '../components/automation-not-found';
import { AutomationSections } from '../components/automation-sections';
import { SignUpWall } from '../components/sign-up-wall';
import { TokenCostBox } from '../components/token-cost-box';
import { UnpublishedBanner } from '../components/unpublished-banner';
import { PausedNotice } from '../components/paused-notice';
import { useDelayedFlag } from '../hooks/use-delayed-flag';

/** Only signed-in people see it: visitors arriving from search engines do not download it. */
const RunPanel = lazyComponent(
  'run-panel',
  () => import('@/features/runs'),
  (m) => m.RunPanel,
  'src/features/runs/index.ts',
);

/** Spec §9: the spinner appears only when loading takes longer than this. */
const SPINNER_DELAY_MS = 200;

/** /automation/{id} and /basalt/{slug}: the server decides which of the two the value is. */
export function AutomationPageRoute() {
  const { ref = '' } = useParams();
  const query = useAutomation(ref);
  const session = useSession();
  const showSpinner = useDelayedFlag(query.isPending, SPINNER_DELAY_MS);
  const automation = query.data;
  usePageTitle(automation ? automationPageTitle(automation) : undefined);
  useTrackAutomationView(automation?.id);

  if (query.isPending) return showSpinner ? <Spinner label="Loading automation…" className="py-32" /> : null;
  if (!automation) return <AutomationNotFound />;

  const user = session.user;
  return (
    <Container className="py-10">
      <UnpublishedBanner status={automation.status} />
      {automation.temporarilyUnavailable && <PausedNotice automationId={automation.id} signedIn={Boolean(user)} />}
      {session.isPending ? null : user ? (
        <>
          <AutomationHero
            automation={automation}
            aside={<TokenCostBox automation={automation} balance={user.tokenBalance} />}
          />
          {!automation.temporarilyUnavailable && (
            <div className="mt-8">
              <RunPanel key={automation.id} automation={automation} balance={user.tokenBalance} />
            </div>
          )}
        </>
      ) : (
        <SignUpWall automation={automation} />
      )}
      <AutomationSections automation={automation} />
    </Container>
  );
}
