import { Link } from 'react-router';

/** Basalt cools into hexagonal columns, hence the mark. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <path className="fill-accent" d="M16 2 28.1 9v14L16 30 3.9 23V9z" />
        <path className="fill-background" d="M16 9.5 22.1 13v6L16 22.5 9.9 19v-6z" />
      </svg>
      Basalt
    </Link>
  );
}
