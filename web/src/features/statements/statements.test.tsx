import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PasswordDialog } from './PasswordDialog';
import { UploadResults, resultMode } from './UploadResults';
import { validateFiles, type JobSummary } from './statements-api';
import { jobResult, jobSummary } from '../../test/network-edge';

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
    // Sent as typed: only the button's enabling looks at the trimmed value.
    expect(submit).toHaveBeenCalledWith([' secret ', '   x']);
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
  const result = jobResult;
  const summary = (results: JobSummary['results']): JobSummary => jobSummary(results);

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

  it('labels a statement that does not add up "Needs review" with the difference and why, never as a plain success', async () => {
    const warning =
      "The transactions add up to -1,234.56 but the statement's total amount due is -1,244.56 (difference -10.00). Some rows may be missing or misread.";
    const account = {
      id: 'acc',
      name: 'OCBC 365 Credit Card',
      institution: 'OCBC',
      account_type: 'credit',
      account_number_last4: '2007',
      currency: 'SGD',
    };
    render(
      <MemoryRouter>
        <UploadResults
          summary={summary([
            result({
              filename: 'march.pdf',
              success: true,
              account,
              transactions_added: 10,
              message: `10 transactions added. Needs review: ${warning}`,
              needs_review: true,
              reconciliation_warning: warning,
              reconciliation_difference: -10,
            }),
            result({
              filename: 'april.pdf',
              success: true,
              account: { ...account, account_number_last4: '9473' },
              transactions_added: 4,
              message: '4 transactions added',
            }),
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Upload Complete!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "1 statement needs review: imported, but the transactions do not add up to the statement's totals.",
      ),
    ).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    const [review, ok] = alerts as [HTMLElement, HTMLElement];
    expect(within(review).getByText('Needs review')).toBeInTheDocument();
    expect(review).toHaveTextContent(
      `Needs reviewOCBC 365 Credit Card ····2007: 10 transactions added. Off by $10.00. ${warning}`,
    );
    expect(review).toHaveClass('MuiAlert-standardWarning');
    expect(ok).toHaveTextContent(/^OCBC 365 Credit Card ····9473: 4 transactions added$/);
    expect(ok).toHaveClass('MuiAlert-standardSuccess');
    // The review counts among the files that need attention.
    expect(screen.getByText('Need attention').previousElementSibling).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('tab', { name: 'Detailed View' }));
    const cards = screen.getAllByText(/\.pdf$/).map((name) => name.closest('.MuiCard-root') as HTMLElement);
    expect(within(cards[0] as HTMLElement).getByText('Needs review')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(`10 transactions added. Off by $10.00. ${warning}`);
    expect(within(cards[1] as HTMLElement).queryByText('Needs review')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('4 transactions added');
  });
});
