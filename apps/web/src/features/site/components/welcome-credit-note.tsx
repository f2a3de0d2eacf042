import { Gift } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useWelcomeCreditSentence } from '../hooks/use-welcome-credit-sentence';

/** The free-start promise where a visitor decides to sign up; nothing at all when the credit is off. */
export function WelcomeCreditNote({ className }: { className?: string }) {
  const sentence = useWelcomeCreditSentence();
  if (!sentence) return null;
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium text-accent-text', className)}>
      <Gift size={16} aria-hidden="true" />
      {sentence}
    </p>
  );
}
