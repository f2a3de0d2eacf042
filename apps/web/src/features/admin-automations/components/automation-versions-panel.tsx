import type { AutomationVersion } from '@basalt/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useCompareAutomationVersions } from '../api/compare-automation-versions';
import { useAutomationVersions } from '../api/list-automation-versions';
import { useRetireAutomationVersion } from '../api/retire-automation-version';
import { useRollBackAutomationVersion } from '../api/roll-back-automation-version';
import { FormSection } from './form-section';
import { VersionComparison } from './version-comparison';

/** The published versions with their notes; pick two to compare, roll back to one, or retire an old one. */
export function AutomationVersionsPanel({ automationId, hasDraft }: { automationId: string; hasDraft: boolean }) {
  const versions = useAutomationVersions(automationId);
  const [picked, setPicked] = useState<number[]>([]);
  const [low, high] = [...picked].sort((a, b) => a - b);
  const comparison = useCompareAutomationVersions(
    automationId,
    low !== undefined && high !== undefined ? { from: low, to: high } : null,
  );
  const rollBack = useRollBackAutomationVersion(automationId);
  const retire = useRetireAutomationVersion(automationId);

  const toggle = (number: number) =>
    setPicked((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : [...current, number].slice(-2),
    );
  const onRollBack = (version: AutomationVersion) => {
    const dropped = hasDraft ? ' Your unpublished changes are discarded.' : '';
    if (!window.confirm(`Roll back to version ${version.number}? Its content is published as a new version.${dropped}`))
      return;
    rollBack.mutate(version.number, { onSuccess: (made) => toast.success(`Version ${made.number} is live`) });
  };
  const onRetire = (version: AutomationVersion) => {
    if (!window.confirm(`Retire version ${version.number}? Programs can no longer start runs pinned to it.`)) return;
    retire.mutate(version.number, { onSuccess: () => toast.success(`Version ${version.number} retired`) });
  };

  if (versions.isPending) return <Spinner label="Loading versions" />;
  if (versions.isError) return <AlertBanner>{versions.error.message}</AlertBanner>;
  if (versions.data.versions.length === 0) return null;
  return (
    <FormSection title="Versions" description="Each publish is a numbered version. Tick two to compare them.">
      <ul className="flex flex-col divide-y text-sm">
        {versions.data.versions.map((version) => (
          <li key={version.number} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1"
                checked={picked.includes(version.number)}
                onChange={() => toggle(version.number)}
                aria-label={`Compare version ${version.number}`}
              />
              <span className="flex flex-col">
                <span className="font-medium">
                  Version {version.number}
                  {version.isLive && ' (live)'}
                  {version.retiredAt && ' (retired)'}
                </span>
                <span>{version.note}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(version.publishedAt)}
                  {version.publishedBy && ` by ${version.publishedBy}`}
                </span>
              </span>
            </label>
            {!version.isLive && (
              <span className="flex gap-2">
                <Button size="sm" variant="secondary" disabled={rollBack.isPending} onClick={() => onRollBack(version)}>
                  Roll back to this version
                </Button>
                {!version.retiredAt && (
                  <Button size="sm" variant="ghost" disabled={retire.isPending} onClick={() => onRetire(version)}>
                    Retire
                  </Button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {rollBack.isError && <AlertBanner>{rollBack.error.message}</AlertBanner>}
      {retire.isError && <AlertBanner>{retire.error.message}</AlertBanner>}
      {comparison.isError && <AlertBanner>{comparison.error.message}</AlertBanner>}
      {comparison.data && <VersionComparison comparison={comparison.data} />}
    </FormSection>
  );
}
