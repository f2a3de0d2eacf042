import { cn } from '@/lib/cn';
import { categoryGradient } from '../utils/category-colors';

/** The category name on its fixed colour, the same on every card and page. */
export function CategoryChip({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn('w-fit rounded-full px-2.5 py-0.5 text-xs font-medium text-white', className)}
      style={{ backgroundColor: categoryGradient(name).from }}
    >
      {name}
    </span>
  );
}
