import { Coins } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { BuyTokensDialog } from './buy-tokens-dialog';

type BuyTokensButtonProps = {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A button that opens the Buy Tokens dialog: for the navigation, the dashboard and the token page. */
export function BuyTokensButton({ children = 'Buy Tokens', variant, size, className }: BuyTokensButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Coins size={16} aria-hidden="true" />
        {children}
      </Button>
      <BuyTokensDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
