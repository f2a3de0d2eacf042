import { cancelPurchaseResponse } from '@basalt/contracts/tokens/cancel-purchase';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from '../api/token-query-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The purchase's status after asking the server to cancel it, or null when that could not be asked. */
async function cancelPurchase(purchaseId: string | null) {
  if (!purchaseId || !UUID.test(purchaseId)) return null;
  try {
    return cancelPurchaseResponse.parse(await api.post(`/api/purchases/${purchaseId}/cancel`)).status;
  } catch {
    return null;
  }
}

/**
 * Back from the payment page without paying (its Back link adds ?checkout=cancelled&purchase_id=):
 * the purchase is closed as cancelled rather than left Pending, the person is told, and the marks
 * leave the address so a reload says nothing twice. A payment that went through meanwhile (paid in
 * another tab, or just before Back) is not called cancelled.
 */
export function CheckoutCancelledNotice() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const purchaseId = params.get('purchase_id');

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('purchase_id');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    void cancelPurchase(purchaseId).then((status) => {
      void queryClient.invalidateQueries({ queryKey: tokenQueryKeys.all });
      if (status === 'completed' || status === 'pending') {
        toast.success('Your payment went through', {
          id: 'checkout-cancelled',
          description: status === 'completed' ? 'Your tokens are in your balance.' : 'Your tokens arrive in a moment.',
        });
        return;
      }
      toast.info('Checkout cancelled', {
        id: 'checkout-cancelled',
        description: 'No payment was taken and your balance is unchanged.',
      });
    });
  }, [purchaseId, setParams, queryClient]);
  return null;
}
