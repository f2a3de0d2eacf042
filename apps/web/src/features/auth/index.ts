export { useSession, sessionQueryKey } from './api/get-session';
export { useLogout } from './api/use-logout';
export { useForgetUser } from './api/sign-out';
export { RequireUser } from './components/require-user';
export { RequireAdmin } from './components/require-admin';
export { AccessDenied } from './components/access-denied';
export { PageSpinner } from './components/page-spinner';
export { TopBarAccount } from './components/top-bar-account';
export { MobileMenuAccount } from './components/mobile-menu-account';
export { AccountLiveUpdates } from './components/account-live-updates';
// The sign-in, sign-up and password pages are not exported here: app/router.tsx loads them from their
// modules on first visit, which keeps their form code out of every page's first load (issue 9).
export { VerificationPendingRoute } from './routes/verification-pending';
