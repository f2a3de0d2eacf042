import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { mainNavItems } from './nav-links';

type MainNavProps = { orientation: 'horizontal' | 'vertical'; onNavigate?: () => void };

export function MainNav({ orientation, onNavigate }: MainNavProps) {
  const vertical = orientation === 'vertical';
  return (
    <nav aria-label="Main">
      <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
        {mainNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  vertical ? 'px-3 py-3 text-base' : 'px-3 py-2 text-sm',
                  isActive
                    ? 'text-foreground bg-surface-muted'
                    : 'text-muted-foreground hover:text-foreground hover:bg-surface-muted',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
