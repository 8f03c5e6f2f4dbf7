import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer, type Handler } from '../../test/stub-server';
import { ConnectedAccounts } from './ConnectedAccounts';

function account(id: string, patch: Record<string, unknown> = {}) {
  return {
    __typename: 'Account',
    id,
    name: `Account ${id}`,
    institution: 'DBS',
    accountType: 'savings',
    last4: '1234',
    providerType: 'pdf',
    connectionStatus: 'active',
    errorMessage: null,
    latestStmtDate: '2026-10-31',
    ...patch,
  };
}

function renderConnected(handlers: Record<string, Handler>) {
  const server = stubServer(handlers);
  render(
    <ApolloProvider client={server.client}>
      <ConnectedAccounts supportEmail="support@moneygarden.sg" />
    </ApolloProvider>,
  );
  return server;
}

describe('Settings > Connected Accounts', () => {
  it("lists the person's accounts with where their data comes from", async () => {
    renderConnected({
      ConnectedAccounts: () => ({
        accounts: [
          account('a1', { name: 'POSB Everyday', last4: '4321' }),
          account('a2', {
            name: 'OCBC 365 Card',
            institution: 'OCBC',
            connectionStatus: 'error',
            errorMessage: 'Bad file',
          }),
        ],
      }),
    });
    const list = within(await screen.findByRole('list', { name: 'Your accounts' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('POSB Everyday');
    expect(items[0]).toHaveTextContent('DBS · •••• 4321 · latest statement');
    expect(items[1]).toHaveTextContent('OCBC 365 Card');
    expect(items[1]).toHaveTextContent('Connection error');
    expect(items[1]).toHaveTextContent('Bad file');
    expect(screen.getByRole('button', { name: 'Connect Bank Directly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@moneygarden.sg' })).toHaveAttribute(
      'href',
      'mailto:support@moneygarden.sg',
    );
  });

  it('says "We couldn\'t load your connected accounts. Please try again." when they cannot load, and tries again', async () => {
    let fail = true;
    const { named } = renderConnected({
      ConnectedAccounts: () => {
        if (fail) throw new Error('offline');
        return { accounts: [account('a1', { name: 'POSB Everyday' })] };
      },
    });
    expect(await screen.findByText("We couldn't load your connected accounts. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('POSB Everyday')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your connected accounts. Please try again.")).not.toBeInTheDocument();
    expect(named('ConnectedAccounts')).toHaveLength(2);
  });

  it('says when there is no account yet', async () => {
    renderConnected({ ConnectedAccounts: () => ({ accounts: [] }) });
    expect(await screen.findByText(/No accounts yet/)).toBeInTheDocument();
  });
});
