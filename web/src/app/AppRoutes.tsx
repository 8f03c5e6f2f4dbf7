import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Guard } from './route-guards';
import { PageSpinner } from './PageSpinner';
import { LandingPage } from '../features/landing/LandingPage';
import { LegalPage } from '../features/legal/LegalPage';
import { RateLimitPage } from '../features/rate-limit/RateLimitPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/**
 * A component whose code loads when first drawn, like React.lazy, but drawn at once, without suspending, when its
 * code has already arrived (preloadRoute): a suspended boundary shows its fallback and React then holds the content
 * back for a moment, once per level (session, layout, page), which put the dashboard's heading 0.5 s later.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { load: loadAndKeep });
}

// The public pages above are in the entry chunk; everything else loads when its route is first opened, so the
// landing page downloads none of Firebase, Apollo, the signed-in app, the charts or GraphiQL.
const loadSessionLayout = () => import('./SessionLayout');
const loadMainLayout = () => import('../features/layout/MainLayout').then((m) => ({ default: m.MainLayout }));
const PAGE_LOADERS = {
  '/explorer': () => import('../features/explorer/ExplorerPage'),
  '/login': () => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
  '/register': () => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
  '/email-verification': () =>
    import('../features/auth/EmailVerificationPage').then((m) => ({ default: m.EmailVerificationPage })),
  '/onboarding': () => import('../features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
  '/dashboard': () => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  '/settings': () => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
  '/transactions': () =>
    import('../features/transactions/TransactionsPage').then((m) => ({ default: m.TransactionsPage })),
  '/categories': () =>
    import('../features/categories/CategoryGardenPage').then((m) => ({ default: m.CategoryGardenPage })),
  '/budgets': () => import('../features/budgets/BudgetsPage').then((m) => ({ default: m.BudgetsPage })),
  '/recurring': () => import('../features/gnome/RecurringPage').then((m) => ({ default: m.RecurringPage })),
  '/reports': () => import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
  '/assets': () => import('../features/assets/AssetsPage').then((m) => ({ default: m.AssetsPage })),
  '/upload-queue': () => import('../features/statements/UploadQueuePage').then((m) => ({ default: m.UploadQueuePage })),
};
type LazyPath = keyof typeof PAGE_LOADERS;
/** The pages drawn inside the signed-in layout (bar and menu). */
const IN_MAIN_LAYOUT = new Set<string>([
  '/dashboard',
  '/settings',
  '/transactions',
  '/categories',
  '/budgets',
  '/recurring',
  '/reports',
  '/assets',
  '/upload-queue',
]);

const SessionLayout = lazyComponent(loadSessionLayout);
const MainLayout = lazyComponent(loadMainLayout);
const ExplorerPage = lazyComponent(PAGE_LOADERS['/explorer']);
const LoginPage = lazyComponent(PAGE_LOADERS['/login']);
const RegisterPage = lazyComponent(PAGE_LOADERS['/register']);
const EmailVerificationPage = lazyComponent(PAGE_LOADERS['/email-verification']);
const OnboardingPage = lazyComponent(PAGE_LOADERS['/onboarding']);
const DashboardPage = lazyComponent(PAGE_LOADERS['/dashboard']);
const SettingsPage = lazyComponent(PAGE_LOADERS['/settings']);
const UploadQueuePage = lazyComponent(PAGE_LOADERS['/upload-queue']);
const TransactionsPage = lazyComponent(PAGE_LOADERS['/transactions']);
const CategoryGardenPage = lazyComponent(PAGE_LOADERS['/categories']);
const BudgetsPage = lazyComponent(PAGE_LOADERS['/budgets']);
const RecurringPage = lazyComponent(PAGE_LOADERS['/recurring']);
const ReportsPage = lazyComponent(PAGE_LOADERS['/reports']);
const AssetsPage = lazyComponent(PAGE_LOADERS['/assets']);
const LAZY_PAGES: Record<LazyPath, { load: () => Promise<unknown> }> = {
  '/explorer': ExplorerPage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/email-verification': EmailVerificationPage,
  '/onboarding': OnboardingPage,
  '/dashboard': DashboardPage,
  '/settings': SettingsPage,
  '/upload-queue': UploadQueuePage,
  '/transactions': TransactionsPage,
  '/categories': CategoryGardenPage,
  '/budgets': BudgetsPage,
  '/recurring': RecurringPage,
  '/reports': ReportsPage,
  '/assets': AssetsPage,
};

/**
 * Starts downloading the code of the page at `pathname` (with the session and layout around it) at once, side
 * by side, instead of one after the other as each renders. The module loader fetches each file only once.
 */
export function preloadRoute(pathname: string): void {
  if (!Object.hasOwn(LAZY_PAGES, pathname)) return;
  void SessionLayout.load();
  if (IN_MAIN_LAYOUT.has(pathname)) void MainLayout.load();
  void LAZY_PAGES[pathname as LazyPath].load();
}

/** The route table, each route with its access rule. */
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
          <Route path="/recurring" element={<RecurringPage />} />
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
