import { Coins, History, Inbox, LayoutList, Plus, Receipt, ScrollText, Tags, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { ActivityLists } from '../components/activity-lists';
import { LiveClock } from '../components/live-clock';
import { MetricGrid } from '../components/metric-grid';

// The charts library is large and only admins need it: it loads with this page, not the app.
const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

const shortcuts = [
  { to: '/admin/automations', label: 'Manage Automations', icon: LayoutList },
  { to: '/admin/automation/new', label: 'Create Automation', icon: Plus },
  { to: '/admin/categories', label: 'Categories', icon: Tags },
  { to: '/admin/users', label: 'User Management', icon: Users },
  { to: '/admin/runs', label: 'Runs', icon: History },
  { to: '/admin/token-management', label: 'Token Management', icon: Coins },
  { to: '/admin/purchases', label: 'Purchases', icon: Receipt },
  { to: '/admin/audit-log', label: 'Audit Log', icon: ScrollText },
  { to: '/admin/leads', label: 'Lead Inbox', icon: Inbox },
];

export function AdminDashboardRoute() {
  usePageTitle('Admin Dashboard | Basalt');
  const dashboard = useAdminDashboard();
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading title="Admin Dashboard" description={<LiveClock />} />
      <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-2">
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className={buttonStyles({ variant: to.endsWith('/new') ? 'primary' : 'secondary', size: 'sm' })}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </Link>
        ))}
      </nav>
      {dashboard.isPending ? (
        <Spinner label="Loading dashboard" className="py-24" />
      ) : dashboard.isError && !dashboard.data ? (
        <LoadErrorPanel
          message="Failed to load the dashboard"
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <MetricGrid metrics={dashboard.data.metrics} />
          <Suspense fallback={<Spinner label="Loading charts" className="h-64" />}>
            <DashboardCharts days={dashboard.data.days} />
          </Suspense>
          <ActivityLists dashboard={dashboard.data} />
        </>
      )}
    </Container>
  );
}
