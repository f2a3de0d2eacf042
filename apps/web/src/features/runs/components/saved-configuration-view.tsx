import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { useReveal } from '../hooks/use-reveal';

/** Shown after Save Configuration (spec §2 form panel). */
export function SavedConfigurationView({
  name,
  onConfigureAnother,
}: {
  name: string | null;
  onConfigureAnother: () => void;
}) {
  const ref = useReveal<HTMLDivElement>(true);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex scroll-mt-20 flex-col items-center gap-4 rounded-2xl border p-8 text-center focus:outline-none"
      role="status"
    >
      <CheckCircle2 size={36} className="text-emerald-600" aria-hidden="true" />
      <div>
        <p className="text-lg font-semibold">Configuration saved</p>
        <p className="text-sm text-muted-foreground">{name ?? 'Untitled Configuration'} is in My Automations.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/my-automations" className={buttonStyles()}>
          View in My Automations
        </Link>
        <Button variant="secondary" onClick={onConfigureAnother}>
          Configure Another
        </Button>
      </div>
    </div>
  );
}
