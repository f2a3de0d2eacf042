import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProfileRoute } from '@/features/account';
import { CreateAutomationRoute, EditAutomationRoute, ManageAutomationsRoute } from '@/features/admin-automations';
import { AdminDashboardRoute } from '@/features/admin-dashboard';
import { TokenManagementRoute } from '@/features/admin-tokens';
import { UserManagementRoute } from '@/features/admin-users';
import { AuditLogRoute } from '@/features/audit-log';
import {
  ForgotPasswordRoute,
  LoginRoute,
  RequireAdmin,
  RequireUser,
  ResetPasswordRoute,
  SignUpRoute,
  VerificationPendingRoute,
} from '@/features/auth';
import { AutomationPageRoute } from '@/features/automation-page';
import { MyAutomationsRoute } from '@/features/configurations';
import { AutomationHistoryRoute } from '@/features/runs';
import { DashboardRoute } from '@/features/dashboard';
import { HomeRoute } from '@/features/home';
import { LeadInboxRoute } from '@/features/lead-inbox';
import { BookCallRoute, RequestCustomRoute } from '@/features/leads';
import { MarketplaceRoute } from '@/features/marketplace';
import {
  AboutRoute,
  ChangelogRoute,
  ContactRoute,
  FaqRoute,
  PrivacyRoute,
  TermsRoute,
  UseCasesRoute,
} from '@/features/pages';
import { TokenDashboardRoute } from '@/features/tokens';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'marketplace', element: <MarketplaceRoute /> },
      // D11: /browse shows the marketplace (the spec's back links point here).
      { path: 'browse', element: <MarketplaceRoute /> },
      { path: 'automation/:ref', element: <AutomationPageRoute /> },
      { path: 'basalt/:ref', element: <AutomationPageRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'use-cases', element: <UseCasesRoute /> },
      { path: 'faq', element: <FaqRoute /> },
      { path: 'changelog', element: <ChangelogRoute /> },
      { path: 'terms', element: <TermsRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      { path: 'contact', element: <ContactRoute /> },
      { path: 'request-custom', element: <RequestCustomRoute /> },
      { path: 'book-call', element: <BookCallRoute /> },
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
          { path: 'my-automations', element: <MyAutomationsRoute /> },
          { path: 'automation-history', element: <AutomationHistoryRoute /> },
        ],
      },
      // Admin pages (the back-office); non-admins get the Access Denied panel.
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          { index: true, element: <AdminDashboardRoute /> },
          { path: 'automations', element: <ManageAutomationsRoute /> },
          { path: 'automation/new', element: <CreateAutomationRoute /> },
          { path: 'automation/edit/:id', element: <EditAutomationRoute /> },
          { path: 'users', element: <UserManagementRoute /> },
          { path: 'token-management', element: <TokenManagementRoute /> },
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
