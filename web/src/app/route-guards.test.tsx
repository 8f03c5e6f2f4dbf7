import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type AuthContextValue, type ClientUser } from '../auth/auth-context';
import { Guard, type Access } from './route-guards';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}|${(location.state as { from?: string } | null)?.from ?? ''}`}</p>
  );
}

function renderAt(path: string, auth: Partial<AuthContextValue>) {
  cleanup();
  const value = {
    status: 'signed-out',
    user: null,
    profile: null,
    error: null,
    clearError: () => undefined,
    ...auth,
  } as AuthContextValue;
  const guarded = (access: Access) => (
    <Guard access={access}>
      <p>content</p>
    </Guard>
  );
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={guarded('app')} />
          <Route path="/settings" element={guarded('app')} />
          <Route path="/onboarding" element={guarded('onboarding')} />
          <Route path="/email-verification" element={guarded('verification')} />
          <Route path="/login" element={guarded('signed-out')} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return screen.getByTestId('where').textContent;
}

const user = (over: Partial<ClientUser>): ClientUser => ({
  id: 'u1',
  email: 'a@b.sg',
  name: 'A B',
  emailVerified: true,
  onboardingCompleted: true,
  ...over,
});

describe('access routing', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    expect(renderAt('/settings', { status: 'signed-out' })).toBe('/login|/settings');
  });

  it('sends an unverified user to /email-verification from every signed-in screen', () => {
    const auth = { status: 'signed-in' as const, user: user({ emailVerified: false, onboardingCompleted: false }) };
    expect(renderAt('/dashboard', auth)).toBe('/email-verification|');
    expect(renderAt('/onboarding', auth)).toBe('/email-verification|');
    expect(renderAt('/login', auth)).toBe('/email-verification|');
  });

  it('sends a verified user who has not finished onboarding to /onboarding', () => {
    const auth = { status: 'signed-in' as const, user: user({ onboardingCompleted: false }) };
    expect(renderAt('/dashboard', auth)).toBe('/onboarding|');
    expect(renderAt('/email-verification', auth)).toBe('/onboarding|');
  });

  it('shows main screens to a verified, onboarded user and bars them from /login', () => {
    const auth = { status: 'signed-in' as const, user: user({}) };
    expect(renderAt('/settings', auth)).toBe('/settings|');
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('bars a signed-in user from /login', () => {
    expect(renderAt('/login', { status: 'signed-in', user: user({}) })).toBe('/dashboard|');
  });

  it('shows a spinner while authentication initialises', () => {
    renderAt('/dashboard', { status: 'initialising' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
