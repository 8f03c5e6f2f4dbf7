import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StatementUploader } from './StatementUploader';
import type { ProtectionCheck } from './statements-api';
import { defineFetch, jsonResponse, urlOf } from '../../test/network-edge';

defineFetch();

const unlocked = (filename: string): ProtectionCheck => ({
  filename,
  success: true,
  is_password_protected: false,
  error_message: null,
});

/** The statements api at the network edge: each call's form is kept, and answered by the given functions. */
function serve({
  check,
  upload = () => jsonResponse(202, { success: true, job_id: 'job-1' }),
}: {
  check: (form: FormData) => Response;
  upload?: (form: FormData) => Response;
}) {
  const checks: FormData[] = [];
  const uploads: FormData[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    const form = init?.body instanceof FormData ? init.body : new FormData();
    if (url.endsWith('/check-password-protection-bulk')) {
      checks.push(form);
      return Promise.resolve(check(form));
    }
    if (url.endsWith('/upload-bulk-async')) {
      uploads.push(form);
      return Promise.resolve(upload(form));
    }
    return Promise.resolve(jsonResponse(200, { statements: [] }));
  });
  return { checks, uploads };
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function plant(files: File[]) {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<StatementUploader />} />
        <Route path="/upload-queue" element={<p>Upload queue</p>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByText('No statements uploaded yet')).toBeInTheDocument();
  await userEvent.upload(screen.getByTestId('statement-file-input'), files);
  await userEvent.click(screen.getByRole('button', { name: 'Plant' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('the upload error chain', () => {
  it.each([
    ['the detail first', { detail: 'From detail', error: 'From error', message: 'From message' }, 'From detail'],
    ['then the error field', { error: 'From error', message: 'From message' }, 'From error'],
    ['then the message', { message: 'From message' }, 'From message'],
    ['else "An unknown error occurred"', {}, 'An unknown error occurred'],
  ])('reads %s', async (_case, body, shown) => {
    serve({ check: () => jsonResponse(200, { results: [unlocked('a.pdf')] }), upload: () => jsonResponse(400, body) });
    await plant([pdf('a.pdf')]);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText('If this keeps happening, contact support@moneygarden.sg.')).toBeInTheDocument();
    expect(screen.queryByText('Upload queue')).not.toBeInTheDocument();
  });

  it('says "Server error occurred" for a server failure that names no error', async () => {
    serve({ check: () => jsonResponse(200, { results: [unlocked('a.pdf')] }), upload: () => jsonResponse(502, {}) });
    await plant([pdf('a.pdf')]);
    expect(await screen.findByText('Server error occurred')).toBeInTheDocument();
  });
});

describe('a password check that fails for some files', () => {
  it('says so and uploads nothing', async () => {
    const { uploads } = serve({
      check: () =>
        jsonResponse(200, {
          results: [
            unlocked('a.pdf'),
            {
              filename: 'b.pdf',
              success: false,
              is_password_protected: false,
              error_message: 'Failed to check password protection',
            },
          ],
        }),
    });
    await plant([pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('Failed to check password protection for some files')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(screen.queryByText('Unlock Your Financial Garden')).not.toBeInTheDocument();
  });

  it('also after the passwords were given, without uploading', async () => {
    const { checks, uploads } = serve({
      check: (form) =>
        form.has('passwords')
          ? jsonResponse(200, {
              results: [
                { filename: 'a.pdf', success: true, is_password_protected: true, error_message: null },
                {
                  filename: 'b.pdf',
                  success: false,
                  is_password_protected: false,
                  error_message: 'Failed to check password protection',
                },
              ],
            })
          : jsonResponse(200, {
              results: [
                { filename: 'a.pdf', success: true, is_password_protected: true, error_message: null },
                unlocked('b.pdf'),
              ],
            }),
    });
    await plant([pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.type(await screen.findByLabelText('Password for a.pdf', { exact: true }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock & Plant' }));
    expect(await screen.findByText('Failed to check password protection for some files')).toBeInTheDocument();
    expect(checks).toHaveLength(2);
    expect(uploads).toHaveLength(0);
  });

  it('shows the server’s reason for a single file', async () => {
    const { uploads } = serve({
      check: () =>
        jsonResponse(200, {
          results: [
            {
              filename: 'a.pdf',
              success: false,
              is_password_protected: false,
              error_message: 'Failed to check password protection',
            },
          ],
        }),
    });
    await plant([pdf('a.pdf')]);
    expect(await screen.findByText('Failed to check password protection')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });
});

describe('PDF passwords', () => {
  it('are sent exactly as typed, spaces included, to the check and to the upload', async () => {
    const { checks, uploads } = serve({
      check: (form) =>
        jsonResponse(200, {
          results: [
            {
              filename: 'a.pdf',
              success: true,
              is_password_protected: true,
              error_message: null,
            },
          ],
          passwords: form.get('passwords'),
        }),
    });
    await plant([pdf('a.pdf')]);
    await userEvent.type(await screen.findByLabelText('Password for a.pdf', { exact: true }), ' my pass ');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock & Plant' }));
    expect(await screen.findByText('Upload queue')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(checks[1]?.get('passwords')).toBe(JSON.stringify([' my pass ']));
    expect(uploads[0]?.get('passwords')).toBe(JSON.stringify([' my pass ']));
  });
});
