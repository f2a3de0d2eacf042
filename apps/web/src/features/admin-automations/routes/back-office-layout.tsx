import { Outlet } from 'react-router';
import { PausedAutomationsBanner } from '../components/paused-automations-banner';

/** Every back-office page: the paused-automations banner (DESIGN D18), then the page. */
export function BackOfficeLayout() {
  return (
    <>
      <PausedAutomationsBanner />
      <Outlet />
    </>
  );
}
