import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PasswordDialog } from './PasswordDialog';
import { UploadResults, resultMode } from './UploadResults';
import { validateFiles, type JobSummary } from './statements-api';

const pdf = (name: string, size = 1000, type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('statement file checks', () => {
  it('uses the spec messages for type, size and count', () => {
    expect(validateFiles([pdf('ok.pdf')])).toEqual([]);
    expect(validateFiles([pdf('notes.txt', 10, 'text/plain')])).toEqual([
      'notes.txt: Invalid file format. Please upload PDF files only.',
    ]);
    expect(validateFiles([pdf('big.pdf', 2_097_153)])).toEqual([
      'big.pdf: File too large. File size should be less than 2MB.',
    ]);
    expect(validateFiles([pdf('edge.pdf', 2_097_152)])).toEqual([]);
    expect(validateFiles(Array.from({ length: 11 }, (_, index) => pdf(`s${index}.pdf`)))).toEqual([
      'Too many files, max 10 files at once',
    ]);
  });
});

describe('the password dialog', () => {
  it('enables submit only when every protected file has a non-blank password, and toggles visibility', async () => {
    const submit = jest.fn();
    render(
      <PasswordDialog
        open
        files={['a.pdf', 'b.pdf']}
        error={null}
        busy={false}
        onCancel={jest.fn()}
        onSubmit={submit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Unlock & Plant' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password for a.pdf', { exact: true }), ' secret ');
    await userEvent.type(screen.getByLabelText('Password for b.pdf', { exact: true }), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password for b.pdf', { exact: true }), 'x');
    expect(button).toBeEnabled();
    expect(screen.getByLabelText('Password for a.pdf', { exact: true })).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password for a.pdf' }));
    expect(screen.getByLabelText('Password for a.pdf', { exact: true })).toHaveAttribute('type', 'text');
    await userEvent.click(button);
    expect(submit).toHaveBeenCalledWith(['secret', 'x']);
  });

  it('shows the incorrect password message under its heading', () => {
    render(
      <PasswordDialog
        open
        files={['a.pdf']}
        error="Incorrect password. Please try again."
        busy={false}
        onCancel={jest.fn()}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByText('Incorrect Password')).toBeInTheDocument();
    expect(screen.getByText('Incorrect password. Please try again.')).toBeInTheDocument();
  });
});

describe('upload results', () => {
  const result = (overrides: Partial<JobSummary['results'][number]>): JobSummary['results'][number] => ({
    filename: 'a.pdf',
    success: false,
    account: null,
    transactions_added: 0,
    message: null,
    error: null,
    statement_date: null,
    is_duplicate: false,
    duplicate_filename: null,
    duplicate_upload_date: null,
    reconciliation_warning: null,
    ...overrides,
  });
  const summary = (results: JobSummary['results']): JobSummary => ({
    job_id: 'j',
    status: 'completed',
    results,
    successful_files: results.filter((r) => r.success).length,
    failed_files: results.filter((r) => !r.success && !r.is_duplicate).length,
    duplicate_files: results.filter((r) => r.is_duplicate).length,
    total_transactions_added: results.reduce((sum, r) => sum + r.transactions_added, 0),
  });

  it('picks the header mode from the outcome', () => {
    expect(resultMode(summary([result({ error: 'x' })]))).toBe('all-failed');
    expect(resultMode(summary([result({ is_duplicate: true })]))).toBe('all-duplicates');
    expect(resultMode(summary([result({ success: true, transactions_added: 3 })]))).toBe('all-successful');
    expect(resultMode(summary([result({ success: true }), result({ filename: 'b.pdf', error: 'bad' })]))).toBe('mixed');
  });

  it('lists duplicates and failures and offers View Transactions only when rows were added', () => {
    render(
      <MemoryRouter>
        <UploadResults
          summary={summary([
            result({
              filename: 'dup.pdf',
              is_duplicate: true,
              duplicate_filename: 'first.pdf',
              duplicate_upload_date: null,
            }),
            result({ filename: 'bad.pdf' }),
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Upload Complete with Issues' })).toBeInTheDocument();
    expect(screen.getByText("dup.pdf: already uploaded as 'first.pdf' on unknown date")).toBeInTheDocument();
    expect(screen.getByText('bad.pdf: Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Transactions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload More Statements' })).toBeInTheDocument();
  });
});
