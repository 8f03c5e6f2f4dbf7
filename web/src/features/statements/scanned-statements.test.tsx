import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { StatementUploader } from './StatementUploader';
import { UploadResults } from './UploadResults';
import { CURRENT_JOB_KEY, READ_SCANS_KEY, uploadStatements, type JobSummary } from './statements-api';
import { defineFetch, jobResult, jobSummary, jsonResponse, urlOf } from '../../test/network-edge';

defineFetch();

/** Records each upload's form and answers it with the next job id. */
function serveUploads(jobIds: string[]) {
  const uploads: FormData[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url.endsWith('/upload-bulk-async') && init?.body instanceof FormData) {
      uploads.push(init.body);
      return Promise.resolve(jsonResponse(200, { success: true, job_id: jobIds.shift() ?? 'job-x' }));
    }
    return Promise.resolve(jsonResponse(200, { statements: [] }));
  });
  return uploads;
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const scanAnswer = (jobId: string): JobSummary =>
  jobSummary(
    [
      jobResult({
        filename: 'paper-statement.pdf',
        error:
          'This PDF has no text layer: it looks like a scanned image. It can be read with OCR, which is slower: choose "Read with OCR", or upload the original statement PDF from your bank.',
        looks_scanned: true,
      }),
    ],
    jobId,
    'failed',
  );

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('reading scanned statements', () => {
  it('Settings > Bank Statements offers "Read scanned statements (slower)", off until turned on, and uploads send it as use_ocr', async () => {
    const uploads = serveUploads(['job-1', 'job-2']);
    render(
      <MemoryRouter>
        <StatementUploader showOcrSetting />
      </MemoryRouter>,
    );
    // The recent statements load first (none yet).
    expect(await screen.findByText('No statements uploaded yet')).toBeInTheDocument();
    const setting = screen.getByRole('switch', { name: 'Read scanned statements (slower)' });
    expect(setting).not.toBeChecked();
    await uploadStatements([pdf('a.pdf')], ['']);
    expect(uploads[0]?.get('use_ocr')).toBe('false');

    await userEvent.click(setting);
    expect(setting).toBeChecked();
    expect(localStorage.getItem(READ_SCANS_KEY)).toBe('true');
    await uploadStatements([pdf('b.pdf')], ['']);
    expect(uploads[1]?.get('use_ocr')).toBe('true');

    await userEvent.click(setting);
    expect(localStorage.getItem(READ_SCANS_KEY)).toBeNull();
  });

  it('answers a scan as one and reads it with OCR on request, sending the same file and password again', async () => {
    const uploads = serveUploads(['job-scan', 'job-ocr']);
    const file = pdf('paper-statement.pdf');
    await uploadStatements([pdf('other.pdf'), file], ['', 'secret']);
    render(
      <MemoryRouter>
        <UploadResults summary={scanAnswer('job-scan')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('This looks like a scan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read with OCR' }));
    await waitFor(() => expect(localStorage.getItem(CURRENT_JOB_KEY)).toBe('job-ocr'));
    const again = uploads[1];
    expect(again?.get('use_ocr')).toBe('true');
    expect(again?.getAll('files')).toEqual([file]);
    expect(again?.get('passwords')).toBe(JSON.stringify(['secret']));
  });

  it('asks for the file again when this page no longer has it', async () => {
    serveUploads([]);
    render(
      <MemoryRouter>
        <UploadResults summary={scanAnswer('job-from-another-tab')} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read with OCR' }));
    expect(await screen.findByText(/no longer has the file/)).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
  });
});
