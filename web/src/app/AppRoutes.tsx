import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Guard } from './route-guards';
import { PageSpinner } from './PageSpinner';
import { LandingPage } from '../features/landing/LandingPage';
import { LegalPage } from '../features/legal/LegalPage';
import { RateLimitPage } from '../features/rate-limit/RateLimitPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

// The public pages above are in the entry chunk; everything else loads when its route is first opened, so the
// landing page downloads none of Firebase, Apollo, the signed-in app, the charts or GraphiQL.
const SessionLayout = lazy(() => import('./SessionLayout'));
const ExplorerPage = lazy(() => import('../features/explorer/ExplorerPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const EmailVerificationPage = lazy(() =>
  import('../features/auth/EmailVerificationPage').then((m) => ({ default: m.EmailVerificationPage })),
);
const OnboardingPage = lazy(() =>
  import('../features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
const MainLayout = lazy(() => import('../features/layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const UploadQueuePage = lazy(() =>
  import('../features/statements/UploadQueuePage').then((m) => ({ default: m.UploadQueuePage })),
);
const TransactionsPage = lazy(() =>
  import('../features/transactions/TransactionsPage').then((m) => ({ default: m.TransactionsPage })),
);
const CategoryGardenPage = lazy(() =>
  import('../features/categories/CategoryGardenPage').then((m) => ({ default: m.CategoryGardenPage })),
);
const BudgetsPage = lazy(() => import('../features/budgets/BudgetsPage').then((m) => ({ default: m.BudgetsPage })));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const AssetsPage = lazy(() => import('../features/assets/AssetsPage').then((m) => ({ default: m.AssetsPage })));

/** The route table of spec 01 section 2, each with its access rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/terms" element={<LegalPage document="terms" />} />
      <Route path="/privacy" element={<LegalPage document="privacy" />} />
      <Route path="/rate-limit" element={<RateLimitPage />} />
      <Route
        element={
          <Suspense fallback={<PageSpinner />}>
            <SessionLayout />
          </Suspense>
        }
      >
        <Route path="/explorer" element={<ExplorerPage />} />
        <Route element={<Guard access="signed-out" />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route
          path="/email-verification"
          element={
            <Guard access="verification">
              <EmailVerificationPage />
            </Guard>
          }
        />
        <Route
          path="/onboarding"
          element={
            <Guard access="onboarding">
              <OnboardingPage />
            </Guard>
          }
        />
        <Route
          element={
            <Guard access="app">
              <MainLayout />
            </Guard>
          }
        >
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/transactions" element={<TransactionsPage />} />
          <Route path="/categories" element={<CategoryGardenPage />} />
          <Route path="/budgets" element={<BudgetsPage />} />
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/assets" element={<AssetsPage />} />
          <Route path="/upload-queue" element={<UploadQueuePage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
