import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/** Spec (admin §8): 'Error: ' plus the server's message, or the generic one when the server gave none. */
export function leadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return `Error: ${error.message}`;
  return 'Error: Failed to submit request. Please try again.';
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-4 text-sm">
      <CircleCheck size={18} className="mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <div className="flex flex-col gap-2 text-emerald-800 dark:text-emerald-200">{children}</div>
    </div>
  );
}

export function FormError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-danger">
      <CircleAlert size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
      {leadErrorMessage(error)}
    </div>
  );
}
