import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, throwError } from 'rxjs';
import type { ReactNode } from 'react';
import { setSocketConnected } from '../../api/socket-status';
import { OnboardingUpload, ONBOARDING_JOB_KEY } from './OnboardingUpload';
import { UploadStatusBanner, useStoredUpload } from './UploadStatusBanner';
import { CURRENT_JOB_KEY, type JobStatus, type JobSummary } from './statements-api';
import { defineFetch, jobResult, jobSummary, jsonResponse, urlOf } from '../../test/network-edge';

defineFetch();

/** Answers each path from a queue of server answers; the last answer repeats. */
function serve(routes: Record<string, unknown[]>) {
  const calls: string[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    calls.push(url);
    const path = Object.keys(routes).find((candidate) => url.endsWith(candidate));
    const queue = path ? routes[path] : undefined;
    if (!queue || queue.length === 0) return Promise.resolve(jsonResponse(404, { detail: 'Not Found' }));
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return Promise.resolve(jsonResponse(200, next));
  });
  return { spy, calls };
}

// The socket is down in these tests, so the hooks fall back to polling the status endpoint.
const socketDownClient = () =>
  new ApolloClient({
    link: new ApolloLink(() => throwError(() => new Error('socket closed'))),
    cache: new InMemoryCache(),
  });

function renderWithProviders(node: ReactNode) {
  return render(
    <ApolloProvider client={socketDownClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </ApolloProvider>,
  );
}

const status = (state: JobStatus['status'], step: string | null, progress: number): JobStatus => ({
  job_id: 'job-1',
  status: state,
  progress_percentage: progress,
  current_task: step,
  error_message: state === 'failed' ? 'All files failed' : null,
  tasks: [
    {
      task_id: 'task-1',
      filename: 'ocbc-365.pdf',
      status: state === 'completed' ? 'SUCCESS' : state === 'failed' ? 'FAILED' : 'RUNNING',
      current_step: step,
      error_message: state === 'failed' ? 'Could not read any transactions' : null,
      progress,
    },
  ],
});

const completedSummary: JobSummary = jobSummary(
  [
    jobResult({
      filename: 'ocbc-365.pdf',
      success: true,
      account: {
        id: 'acc-1',
        name: 'OCBC 365 Credit Card',
        institution: 'OCBC',
        account_type: 'credit',
        account_number_last4: '1234',
        currency: 'SGD',
      },
      transactions_added: 12,
      message: 'Imported 12 transactions',
      statement_date: '2025-03-15',
    }),
  ],
  'job-1',
);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('live progress without a socket', () => {
  // A socket that is still connecting (or reconnecting): graphql-ws reports no error for half a minute.
  const silentClient = () =>
    new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
  const renderSilent = (node: ReactNode) =>
    render(
      <ApolloProvider client={silentClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </ApolloProvider>,
    );
  afterEach(() => setSocketConnected(false));

  it('polls the status every 2 s while the socket is not connected', async () => {
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    serve({
      '/jobs/job-1/status': [status('processing', 'Extracting data from PDF', 20), status('completed', null, 100)],
      '/jobs/job-1/summary': [completedSummary],
    });
    renderSilent(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Upload Complete!' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('does not poll while the socket is connected', async () => {
    setSocketConnected(true);
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    const { calls } = serve({ '/jobs/job-1/status': [status('processing', 'Extracting data from PDF', 20)] });
    renderSilent(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    expect(await screen.findByText('Digging through your statement…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((url) => url.endsWith('/jobs/job-1/status'))).toHaveLength(1);
  });
});

describe('upload errors in the spec words', () => {
  const pdf = () => new File(['%PDF-1.7 statement'], 'july.pdf', { type: 'application/pdf' });
  const pick = () => fireEvent.change(screen.getByTestId('statement-file-input'), { target: { files: [pdf()] } });

  it('plants the onboarding file through the single-file call', async () => {
    const { calls } = serve({
      '/recent?limit=5': [{ success: true, statements: [], error: null }],
      '/check-password-protection-bulk': [
        { success: true, results: [{ is_password_protected: false, error_message: null }] },
      ],
      '/upload-async': [{ success: true, job_id: 'job-1', status: 'queued' }],
      '/jobs/job-1/status': [status('processing', 'Extracting data from PDF', 20)],
    });
    renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    pick();
    await userEvent.click(screen.getByRole('button', { name: 'Plant' }));
    expect(await screen.findByText('Digging through your statement…')).toBeInTheDocument();
    expect(calls.some((url) => url.endsWith('/api/v1/bank-statements/upload-async'))).toBe(true);
    expect(calls.some((url) => url.endsWith('/upload-bulk-async'))).toBe(false);
  });

  it('titles an unanswered request "Connection error" and a bare 5xx "Server error occurred"', async () => {
    serve({ '/recent?limit=5': [{ success: true, statements: [], error: null }] });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { unmount } = renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    pick();
    await userEvent.click(screen.getByRole('button', { name: 'Plant' }));
    expect(await screen.findByText('Connection error')).toBeInTheDocument();
    expect(screen.getByText('No response from server. Please check your internet connection.')).toBeInTheDocument();
    unmount();

    fetchSpy.mockImplementation(() => Promise.resolve(jsonResponse(502, {})));
    renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    pick();
    await userEvent.click(screen.getByRole('button', { name: 'Plant' }));
    expect(await screen.findByText('Server error occurred')).toBeInTheDocument();
  });

  it('offers a retry when the job status cannot be read, and reads it again', async () => {
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    const { spy } = serve({});
    spy.mockImplementation(() => Promise.resolve(jsonResponse(500, { detail: 'Failed to fetch job status' })));
    renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    expect(await screen.findByText('Failed to fetch job status')).toBeInTheDocument();
    spy.mockImplementation((input) => {
      const url = urlOf(input);
      return Promise.resolve(
        jsonResponse(200, url.endsWith('/summary') ? completedSummary : status('completed', null, 100)),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upload Complete!' })).toBeInTheDocument();
  });
});

describe('onboarding statement upload', () => {
  it('takes a single file and calls a non-PDF simply "Invalid file"', async () => {
    serve({ '/recent?limit=5': [{ success: true, statements: [], error: null }] });
    renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    const input = screen.getByTestId('statement-file-input');
    expect(input).not.toHaveAttribute('multiple');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid file format/)).not.toBeInTheDocument();
    expect(await screen.findByText('No statements uploaded yet')).toBeInTheDocument();
  });

  it('shows the running job with skip and a disabled wait button, then the result and "Continue to Tour"', async () => {
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    const { calls } = serve({
      // Read once on mount and once more when the socket is found down, then polled.
      '/jobs/job-1/status': [
        status('processing', 'Extracting data from PDF', 20),
        status('processing', 'Extracting data from PDF', 20),
        status('completed', null, 100),
      ],
      '/jobs/job-1/summary': [completedSummary],
    });
    const onContinue = jest.fn();
    renderWithProviders(<OnboardingUpload onContinue={onContinue} onBack={jest.fn()} />);
    expect(await screen.findByText('Digging through your statement…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip & Continue Tour' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Waiting for Results...' })).toBeDisabled();

    // The next 2 s poll sees the job completed and the summary replaces the progress.
    expect(await screen.findByRole('heading', { name: 'Upload Complete!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((url) => url.endsWith('/api/v1/bank-statements/jobs/job-1/summary'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Tour' }));
    expect(onContinue).toHaveBeenCalledWith(false);
  });

  it('keeps the job for the dashboard when the person skips while it runs', async () => {
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    serve({ '/jobs/job-1/status': [status('queued', null, 0)] });
    const onContinue = jest.fn();
    renderWithProviders(<OnboardingUpload onContinue={onContinue} onBack={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip & Continue Tour' }));
    expect(onContinue).toHaveBeenCalledWith(true);
    expect(localStorage.getItem(CURRENT_JOB_KEY)).toBe('job-1');
  });

  it('offers "Continue Tour Anyway" when every file failed', async () => {
    localStorage.setItem(ONBOARDING_JOB_KEY, 'job-1');
    serve({
      '/jobs/job-1/status': [status('failed', null, 100)],
      '/jobs/job-1/summary': [
        {
          ...completedSummary,
          status: 'failed',
          results: [
            {
              ...completedSummary.results[0],
              success: false,
              account: null,
              transactions_added: 0,
              error: 'Could not read any transactions',
            },
          ],
          successful_files: 0,
          failed_files: 1,
          total_transactions_added: 0,
        },
      ],
    });
    renderWithProviders(<OnboardingUpload onContinue={jest.fn()} onBack={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Upload Failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Tour Anyway' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Transactions' })).not.toBeInTheDocument();
  });
});

function Banner({ onCompleted }: { onCompleted?: () => void }) {
  const upload = useStoredUpload(onCompleted);
  return (
    <>
      <UploadStatusBanner upload={upload} />
      <span data-testid="running">{String(upload.running)}</span>
    </>
  );
}

describe('dashboard upload banner', () => {
  it('shows a running job with view details and hides when dismissed', async () => {
    localStorage.setItem(CURRENT_JOB_KEY, 'job-1');
    serve({ '/jobs/job-1/status': [status('processing', 'Saving transactions', 80)] });
    renderWithProviders(<Banner />);
    expect(await screen.findByText('Your statements are being planted 🌱')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/upload-queue?jobId=job-1');
    expect(screen.getByTestId('running')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your statements are being planted 🌱')).not.toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_JOB_KEY)).toBe('job-1');
  });

  it('clears the stored job and reloads the dashboard once the job completed', async () => {
    localStorage.setItem(CURRENT_JOB_KEY, 'job-1');
    serve({ '/jobs/job-1/status': [status('completed', null, 100)], '/jobs/job-1/summary': [completedSummary] });
    const onCompleted = jest.fn();
    renderWithProviders(<Banner onCompleted={onCompleted} />);
    expect(await screen.findByText('Your statements have been planted 🌻')).toBeInTheDocument();
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(localStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
  });

  it('hides and forgets the job when its status cannot be read', async () => {
    localStorage.setItem(CURRENT_JOB_KEY, 'job-gone');
    serve({});
    renderWithProviders(<Banner />);
    await waitFor(() => expect(localStorage.getItem(CURRENT_JOB_KEY)).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
