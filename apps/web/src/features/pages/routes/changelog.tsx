import { pageMeta } from '@basalt/contracts';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from '../components/page-header';
import { releases, type ChangeKind } from '../content/changelog';

const kinds: Array<{ kind: ChangeKind; label: string; style: string }> = [
  { kind: 'added', label: 'Added', style: 'bg-emerald-700 text-white' },
  { kind: 'changed', label: 'Changed', style: 'bg-sky-700 text-white' },
  { kind: 'fixed', label: 'Fixed', style: 'bg-amber-500 text-black' },
  { kind: 'removed', label: 'Removed', style: 'bg-red-600 text-white' },
];

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function ChangelogRoute() {
  usePageTitle(pageMeta.changelog.title);
  return (
    <>
      <PageHeader eyebrow="Changelog" title="What is new in Basalt">
        Every release, with what we added, changed and fixed.
      </PageHeader>
      <Container className="max-w-3xl py-12">
        <ol className="relative flex flex-col gap-12 border-l pl-8">
          {releases.map((release) => (
            <li key={release.version} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.4rem] size-4 rounded-full border-4 border-background bg-accent"
              />
              <h2 className="text-2xl font-semibold">Version {release.version}</h2>
              <p className="text-sm text-muted-foreground">
                <time dateTime={release.date}>{longDate.format(new Date(release.date))}</time>
              </p>
              <div className="mt-5 flex flex-col gap-5">
                {kinds.map(({ kind, label, style }) => {
                  const items = release.changes[kind];
                  if (!items?.length) return null;
                  return (
                    <section key={kind} aria-label={`${label} in ${release.version}`}>
                      <h3 className={cn('w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', style)}>{label}</h3>
                      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
                        {items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </section>
                  );
                })}
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
