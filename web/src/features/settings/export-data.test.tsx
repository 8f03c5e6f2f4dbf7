import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { GraphQLFailure, stubServer, type Handler } from '../../test/stub-server';
import { ExportDataSection } from './ExportDataSection';

const JOB = '5b2d6a8e-1f7c-4c1e-9d3a-0e5f3a7b9c10';

function exportView(status: string, progress: number, currentStep: string | null) {
  return {
    __typename: 'DataExport',
    id: JOB,
    status,
    progress,
    currentStep,
    errorMessage: status === 'failed' ? 'The export could not be created. Please try again.' : null,
    downloadUrl: status === 'completed' ? `/api/v1/users/me/export/${JOB}/download` : null,
    expiresAt: status === 'completed' ? '2026-03-02T02:00:00.000Z' : null,
  };
}

function renderSection(handlers: Record<string, Handler>) {
  const server = stubServer(handlers);
  render(
    <ApolloProvider client={server.client}>
      <ExportDataSection />
    </ApolloProvider>,
  );
  return server;
}

describe('Export my data', () => {
  it('starts the export, shows its progress, then offers the ZIP and stops asking', async () => {
    const answers = [exportView('processing', 40, 'transactions.csv'), exportView('completed', 100, null)];
    const { named } = renderSection({
      RequestDataExport: () => ({ requestDataExport: exportView('queued', 0, null) }),
      DataExport: () => ({ dataExport: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Writing transactions.csv (40%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Download ZIP' }, { timeout: 3000 })).toBeEnabled();
    expect(screen.getByText(/Your export is ready/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
    const asked = named('DataExport').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(named('DataExport')).toHaveLength(asked);
    expect(named('DataExport')[0]?.variables).toEqual({ id: JOB });
  });

  it('says so when the export failed or could not be started', async () => {
    renderSection({
      RequestDataExport: () => ({ requestDataExport: exportView('queued', 0, null) }),
      DataExport: () => ({ dataExport: exportView('failed', 10, null) }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be created. Please try again.');

    renderSection({
      RequestDataExport: () =>
        new GraphQLFailure('This account is scheduled for deletion.', 'ACCOUNT_DELETION_PENDING'),
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Export my data' })[1] as HTMLElement);
    expect(await screen.findByText('This account is scheduled for deletion.')).toBeInTheDocument();
  });
});
