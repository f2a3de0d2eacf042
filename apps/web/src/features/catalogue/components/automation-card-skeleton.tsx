import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function AutomationCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-32" />
      </div>
    </Card>
  );
}
