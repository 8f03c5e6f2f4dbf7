import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CircularProgress } from '@mui/material';
import { Guard } from './route-guards';
import { LandingPage } from '../features/landing/LandingPage';
import { LegalPage } from '../features/legal/LegalPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { EmailVerificationPage } from '../features/auth/EmailVerificationPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { MainLayout } from '../features/layout/MainLayout';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { RateLimitPage } from '../features/rate-limit/RateLimitPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { UploadQueuePage } from '../features/statements/UploadQueuePage';
import { TransactionsPage } from '../features/transactions/TransactionsPage';
import { CategoryGardenPage } from '../features/categories/CategoryGardenPage';
import { BudgetsPage } from '../features/budgets/BudgetsPage';
import { RecurringPage } from '../features/gnome/RecurringPage';

const ExplorerPage = lazy(() => import('../features/explorer/ExplorerPage'));
// The reports bring the charts library: loaded when the page is first opened.
const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((module) => ({ default: module.ReportsPage })),
);
// The assets page brings the charts library too.
const AssetsPage = lazy(() =>
  import('../features/assets/AssetsPage').then((module) => ({ default: module.AssetsPage })),
);

/** The route table of spec 01 section 2, each with its access rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/terms" element={<LegalPage document="terms" />} />
      <Route path="/privacy" element={<LegalPage document="privacy" />} />
      <Route path="/rate-limit" element={<RateLimitPage />} />
      <Route
        path="/explorer"
        element={
          <Suspense fallback={<CircularProgress />}>
            <ExplorerPage />
          </Suspense>
        }
      />
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
        <Route path="/recurring" element={<RecurringPage />} />
        <Route path="/categories" element={<CategoryGardenPage />} />
        <Route path="/budgets" element={<BudgetsPage />} />
        <Route
          path="/reports"
          element={
            <Suspense fallback={<CircularProgress />}>
              <ReportsPage />
            </Suspense>
          }
        />
        <Route
          path="/assets"
          element={
            <Suspense fallback={<CircularProgress />}>
              <AssetsPage />
            </Suspense>
          }
        />
        <Route path="/upload-queue" element={<UploadQueuePage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
