import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { Guard } from '../../app/route-guards';
import { MeDocument } from '../../graphql/generated/graphql';
import { GraphQLFailure, stubServer, type Handler } from '../../test/stub-server';
import { SettingsPage } from './SettingsPage';
import { WHAT_IS_DELETED } from './DeleteAccountSection';

const DUE = '2026-03-31T02:00:00.000Z';

function profile(
  deletionScheduledFor: string | null,
  deletionReason: string | null = deletionScheduledFor && 'requested',
) {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'fern@example.com',
    name: 'Fern Tan',
    preferredName: null,
    country: 'SG',
    dateOfBirth: '1990-01-02',
    gender: null,
    onboardingCompleted: true,
    emailVerified: true,
    deletionScheduledFor,
    deletionReason,
  };
}

/** The signed-in app as the route guard sees it, with the profile read from the (stubbed) server. */
function SignedIn({ signOut }: { signOut: () => Promise<void> }) {
  const me = useQuery(MeDocument);
  const loaded = me.data?.me ?? null;
  const value = {
    status: 'signed-in',
    user: loaded && {
      id: loaded.id,
      email: loaded.email,
      name: loaded.name,
      emailVerified: true,
      onboardingCompleted: loaded.onboardingCompleted,
    },
    profile: loaded,
    error: null,
    clearError: () => undefined,
    signOut,
  } as unknown as AuthContextValue;
  return (
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route
            path="/settings"
            element={
              <Guard access="app">
                <SettingsPage />
              </Guard>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>
  );
}

function renderApp(handlers: Record<string, Handler>) {
  const server = stubServer(handlers);
  const signOut = jest.fn(() => Promise.resolve());
  render(
    <ApolloProvider client={server.client}>
      <SignedIn signOut={signOut} />
    </ApolloProvider>,
  );
  return { ...server, signOut };
}

describe('Delete my account', () => {
  it('says what is deleted, needs DELETE typed, then the app shows only the pending deletion until it is cancelled', async () => {
    const { named } = renderApp({
      Me: () => ({ me: profile(null) }),
      DeleteMyAccount: () => ({ deleteMyAccount: { __typename: 'AccountDeletion', deletionScheduledFor: DUE } }),
      CancelAccountDeletion: () => ({ cancelAccountDeletion: profile(null) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const gone = dialog.getByRole('list', { name: 'What is deleted' });
    const listed = within(gone)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(WHAT_IS_DELETED);
    // Every kind of data the garden keeps is named, down to the sign-in.
    expect(listed).toEqual(
      expect.arrayContaining(
        [/profile/, /statement/, /accounts/, /categor/, /budget/, /CPF/, /stock/, /sign-in/].map(
          (kind) => expect.stringMatching(kind) as unknown,
        ),
      ),
    );
    expect(dialog.getByText(/After 30 days it cannot be undone/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Your account is scheduled for deletion' })).toBeInTheDocument();
    expect(screen.getByText('31 March 2026')).toBeInTheDocument();
    expect(named('DeleteMyAccount')).toHaveLength(1);
    // Nothing of the app is left on screen: no settings, no menu.
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByRole('navigation', { name: 'Settings sections' })).toBeInTheDocument();
    expect(named('CancelAccountDeletion')).toHaveLength(1);
  });

  it('shows the pending deletion straight away on sign-in, with the server’s reason when cancelling is too late', async () => {
    const { signOut } = renderApp({
      Me: () => ({ me: profile(DUE) }),
      CancelAccountDeletion: () =>
        new GraphQLFailure('This account has already been deleted and can no longer be restored.', 'CONFLICT'),
    });
    expect(await screen.findByRole('heading', { name: 'Your account is scheduled for deletion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has already been deleted and can no longer be restored.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('says so when the deletion cannot be scheduled, and keeps the app', async () => {
    renderApp({
      Me: () => ({ me: profile(null) }),
      DeleteMyAccount: () => {
        throw new Error('offline');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(
      await dialog.findByText("We couldn't schedule the deletion of your account. Please try again."),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeInTheDocument();
  });

  it('warns a person back after two years away that the account is about to be deleted, and keeps it on request', async () => {
    const { named } = renderApp({
      Me: () => ({ me: profile(DUE, 'inactive') }),
      CancelAccountDeletion: () => ({ cancelAccountDeletion: profile(null) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your account is about to be deleted for inactivity' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nobody had signed in to this account for 2 years/)).toBeInTheDocument();
    expect(screen.getByText('31 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel deletion' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('navigation', { name: 'Settings sections' })).toBeInTheDocument();
    expect(named('CancelAccountDeletion')).toHaveLength(1);
  });
});
