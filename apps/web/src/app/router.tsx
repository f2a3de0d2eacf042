import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireUser, VerificationPendingRoute } from '@/features/auth';
import { HomeRoute } from '@/features/home';
import { MarketplaceRoute } from '@/features/marketplace';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { lazyRoute } from './lazy-route';
import { serverRendered } from './server-rendered';

// Pages beyond home and the marketplace load on first visit (issue 9: initial JavaScript < 180 kB gzip).
// The sign-in forms (and their form library) by module: the auth feature's index is in the first load.
const LoginRoute = lazyRoute(
  () => import('@/features/auth/routes/login'),
  (m) => m.LoginRoute,
);
const SignUpRoute = lazyRoute(
  () => import('@/features/auth/routes/signup'),
  (m) => m.SignUpRoute,
);
const ForgotPasswordRoute = lazyRoute(
  () => import('@/features/auth/routes/forgot-password'),
  (m) => m.ForgotPasswordRoute,
);
const ResetPasswordRoute = lazyRoute(
  () => import('@/features/auth/routes/reset-password'),
  (m) => m.ResetPasswordRoute,
);
const OAuthConsentRoute = lazyRoute(
  () => import('@/features/auth/routes/oauth-consent'),
  (m) => m.OAuthConsentRoute,
);
const ProfileRoute = lazyRoute(
  () => import('@/features/account'),
  (m) => m.ProfileRoute,
);
const CreateAutomationRoute = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.CreateAutomationRoute,
);
const EditAutomationRoute = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.EditAutomationRoute,
);
const ManageAutomationsRoute = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.ManageAutomationsRoute,
);
const AutomationInsightsRoute = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.AutomationInsightsRoute,
);
const BackOfficeLayout = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.BackOfficeLayout,
);
const WorkflowEnginesRoute = lazyRoute(
  () => import('@/features/admin-automations'),
  (m) => m.WorkflowEnginesRoute,
);
const AdminDashboardRoute = lazyRoute(
  () => import('@/features/admin-dashboard'),
  (m) => m.AdminDashboardRoute,
);
const TokenManagementRoute = lazyRoute(
  () => import('@/features/admin-tokens'),
  (m) => m.TokenManagementRoute,
);
const PurchasesRoute = lazyRoute(
  () => import('@/features/admin-tokens'),
  (m) => m.PurchasesRoute,
);
const CategoriesRoute = lazyRoute(
  () => import('@/features/admin-categories'),
  (m) => m.CategoriesRoute,
);
const AdminRunsRoute = lazyRoute(
  () => import('@/features/admin-runs'),
  (m) => m.AdminRunsRoute,
);
const UserManagementRoute = lazyRoute(
  () => import('@/features/admin-users'),
  (m) => m.UserManagementRoute,
);
const AuditLogRoute = lazyRoute(
  () => import('@/features/audit-log'),
  (m) => m.AuditLogRoute,
);
const AutomationPageRoute = lazyRoute(
  () => import('@/features/automation-page'),
  (m) => m.AutomationPageRoute,
  'src/features/automation-page/index.ts',
);
const MyAutomationsRoute = lazyRoute(
  () => import('@/features/configurations'),
  (m) => m.MyAutomationsRoute,
);
const AutomationHistoryRoute = lazyRoute(
  () => import('@/features/runs'),
  (m) => m.AutomationHistoryRoute,
);
const DashboardRoute = lazyRoute(
  () => import('@/features/dashboard'),
  (m) => m.DashboardRoute,
);
const LeadInboxRoute = lazyRoute(
  () => import('@/features/lead-inbox'),
  (m) => m.LeadInboxRoute,
);
const BookCallRoute = lazyRoute(
  () => import('@/features/leads'),
  (m) => m.BookCallRoute,
  'src/features/leads/index.ts',
);
const RequestCustomRoute = lazyRoute(
  () => import('@/features/leads'),
  (m) => m.RequestCustomRoute,
  'src/features/leads/index.ts',
);
const AboutRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.AboutRoute,
  'src/features/pages/index.ts',
);
const ChangelogRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.ChangelogRoute,
  'src/features/pages/index.ts',
);
const ContactRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.ContactRoute,
  'src/features/pages/index.ts',
);
const FaqRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.FaqRoute,
  'src/features/pages/index.ts',
);
const PrivacyRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.PrivacyRoute,
  'src/features/pages/index.ts',
);
const TermsRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.TermsRoute,
  'src/features/pages/index.ts',
);
const UseCasesRoute = lazyRoute(
  () => import('@/features/pages'),
  (m) => m.UseCasesRoute,
  'src/features/pages/index.ts',
);
const TokenDashboardRoute = lazyRoute(
  () => import('@/features/tokens'),
  (m) => m.TokenDashboardRoute,
);

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Public pages (handle: serverRendered) answer with their full HTML from the server (DESIGN D15);
    // the others render in the browser.
    children: [
      { index: true, element: <HomeRoute />, handle: serverRendered },
      { path: 'marketplace', element: <MarketplaceRoute />, handle: serverRendered },
      // D11: /browse shows the marketplace (the spec's back links point here).
      { path: 'browse', element: <MarketplaceRoute />, handle: serverRendered },
      { path: 'automation/:ref', element: <AutomationPageRoute />, handle: serverRendered },
      { path: 'basalt/:ref', element: <AutomationPageRoute />, handle: serverRendered },
      { path: 'about', element: <AboutRoute />, handle: serverRendered },
      { path: 'use-cases', element: <UseCasesRoute />, handle: serverRendered },
      { path: 'faq', element: <FaqRoute />, handle: serverRendered },
      { path: 'changelog', element: <ChangelogRoute />, handle: serverRendered },
      { path: 'terms', element: <TermsRoute />, handle: serverRendered },
      { path: 'privacy', element: <PrivacyRoute />, handle: serverRendered },
      { path: 'contact', element: <ContactRoute />, handle: serverRendered },
      { path: 'request-custom', element: <RequestCustomRoute />, handle: serverRendered },
      { path: 'book-call', element: <BookCallRoute />, handle: serverRendered },
      { path: 'login', element: <LoginRoute /> },
      { path: 'signup', element: <SignUpRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'verification-pending', element: <VerificationPendingRoute /> },
      // Signed-in pages with a confirmed e-mail (spec §2); each feature adds its pages here.
      {
        element: <RequireUser />,
        children: [
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: 'dashboard/tokens', element: <TokenDashboardRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'oauth/consent', element: <OAuthConsentRoute /> },
          { path: 'my-automations', element: <MyAutomationsRoute /> },
          { path: 'automation-history', element: <AutomationHistoryRoute /> },
        ],
      },
      // Admin pages (the back-office); non-admins get the Access Denied panel.
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <BackOfficeLayout />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <AdminDashboardRoute /> },
          { path: 'automations', element: <ManageAutomationsRoute /> },
          { path: 'automations/:id', element: <AutomationInsightsRoute /> },
          { path: 'automation/new', element: <CreateAutomationRoute /> },
          { path: 'automation/edit/:id', element: <EditAutomationRoute /> },
          { path: 'engines', element: <WorkflowEnginesRoute /> },
          { path: 'categories', element: <CategoriesRoute /> },
          { path: 'users', element: <UserManagementRoute /> },
          { path: 'runs', element: <AdminRunsRoute /> },
          { path: 'token-management', element: <TokenManagementRoute /> },
          { path: 'purchases', element: <PurchasesRoute /> },
          { path: 'audit-log', element: <AuditLogRoute /> },
          { path: 'leads', element: <LeadInboxRoute /> },
        ],
      },
      // Spec: any unknown path goes home rather than to a 404 page.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
