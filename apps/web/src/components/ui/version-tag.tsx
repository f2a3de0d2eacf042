/**
 * The version of an automation a run used ("v2", DESIGN D19): runs keep the name, price and form of
 * their version, and this says which one. Nothing for a run from before versions.
 */
export function VersionTag({ number }: { number: number | null }) {
  if (number === null) return null;
  return <span className="ml-1.5 text-xs font-normal text-muted-foreground">v{number}</span>;
}
