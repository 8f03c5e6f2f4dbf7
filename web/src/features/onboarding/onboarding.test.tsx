import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer } from '../../test/stub-server';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { OnboardingPage, onboardingPlaceKey, readOnboardingPlace } from './OnboardingPage';

function renderOnboarding() {
  const server = stubServer({ UpdateMe: () => ({ updateMe: null }) });
  const auth = {
    status: 'signed-in',
    user: {
      id: 'u-1',
      email: 'priya@example.com',
      name: 'Priya Nair',
      emailVerified: true,
      onboardingCompleted: false,
    },
    profile: null,
    error: null,
    clearError: () => undefined,
  } as unknown as AuthContextValue;
  return render(
    <AuthContext.Provider value={auth}>
      <ApolloProvider client={server.client}>
        <MemoryRouter initialEntries={['/onboarding']}>
          <Routes>
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route path="/dashboard" element={<p>dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('onboarding place', () => {
  it('reads the kept step and slide, clamped; nothing kept is the welcome step', () => {
    expect(readOnboardingPlace('u-1')).toEqual({ step: 0, slide: 0 });
    sessionStorage.setItem(onboardingPlaceKey('u-1'), JSON.stringify({ step: 2, slide: 1 }));
    expect(readOnboardingPlace('u-1')).toEqual({ step: 2, slide: 1 });
    expect(readOnboardingPlace('u-2')).toEqual({ step: 0, slide: 0 });
    sessionStorage.setItem(onboardingPlaceKey('u-1'), JSON.stringify({ step: 9, slide: -3 }));
    expect(readOnboardingPlace('u-1')).toEqual({ step: 2, slide: 0 });
    sessionStorage.setItem(onboardingPlaceKey('u-1'), '{not json');
    expect(readOnboardingPlace('u-1')).toEqual({ step: 0, slide: 0 });
    expect(readOnboardingPlace(undefined)).toEqual({ step: 0, slide: 0 });
  });

  it('comes back to the step and slide it was on after a reload, and forgets them when finished', async () => {
    const first = renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: "Let's Get Started" }));
    expect(screen.getByText('How would you like to bring in your data?')).toBeInTheDocument();
    first.unmount();

    const second = renderOnboarding();
    expect(screen.getByText('How would you like to bring in your data?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Do it later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Budget Reports' })).toBeInTheDocument();
    second.unmount();

    renderOnboarding();
    expect(screen.getByRole('heading', { name: 'Budget Reports' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sessionStorage.getItem(onboardingPlaceKey('u-1'))).toBeNull();
  });
});
