import { welcomeCreditSentence } from '@basalt/contracts/site/welcome-credit-sentence';
import { useSiteStats } from '../api/get-site-stats';

/**
 * 'Get 20 free tokens when you confirm your e-mail.', from the admin's welcome credit (DESIGN D20);
 * null while unknown or when the credit is off, so no page promises tokens nobody will get.
 */
export function useWelcomeCreditSentence(): string | null {
  const { data } = useSiteStats();
  return data ? welcomeCreditSentence(data.welcomeCredit) : null;
}
