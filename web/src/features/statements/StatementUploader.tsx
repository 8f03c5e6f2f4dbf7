import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { calendarDate } from '../../shared/format';
import { SUPPORTED_BANKS } from '../landing/supported-banks';
import { PasswordDialog } from './PasswordDialog';
import {
  CONNECTION_ERROR_TITLE,
  CURRENT_JOB_KEY,
  NO_RESPONSE_MESSAGE,
  PASSWORD_CHECK_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
  checkPasswordProtection,
  fetchJobStatus,
  fetchRecentStatements,
  readScansSetting,
  saveReadScansSetting,
  uploadStatement,
  protectionCheckProblem,
  uploadStatements,
  validateFiles,
  wrongPassword,
  type RecentStatement,
} from './statements-api';

const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';

/** Drag and drop PDF statements, unlock protected ones, and plant them. */
export function StatementUploader({
  single = false,
  onStarted,
  showOcrSetting = false,
}: {
  /** Onboarding takes one file only. */
  single?: boolean;
  /** Called instead of going to the upload queue, for callers that show progress themselves. */
  onStarted?: (jobId: string) => void;
  /** Show the setting "Read scanned statements (slower)" (Settings > Bank Statements); it applies everywhere. */
  showOcrSetting?: boolean;
} = {}) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState<number[] | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [recent, setRecent] = useState<RecentStatement[] | null>(null);
  const [recentError, setRecentError] = useState<string | null>(null);
  const [readScans, setReadScans] = useState(readScansSetting);

  const loadRecent = useCallback(() => {
    fetchRecentStatements(5)
      .then((statements) => {
        setRecent(statements);
        setRecentError(null);
      })
      .catch(() => setRecentError('Failed to load recent statements'));
  }, []);

  useEffect(() => {
    loadRecent();
    const stored = localStorage.getItem(CURRENT_JOB_KEY);
    if (!stored) return;
    fetchJobStatus(stored)
      .then((job) => {
        if (job.status === 'queued' || job.status === 'processing') setRunning(stored);
        else localStorage.removeItem(CURRENT_JOB_KEY);
      })
      .catch((failure: unknown) => {
        // A job that no longer exists is forgotten; a failed read says so and keeps the job for later.
        if (failure instanceof Error && /not found/i.test(failure.message)) localStorage.removeItem(CURRENT_JOB_KEY);
        else setError('Failed to check upload status');
      });
  }, [loadRecent]);

  // Single mode shows the spec's short "Invalid file" instead of one message per file.
  const check = (candidates: File[]) => {
    const found = validateFiles(candidates);
    return single && found.length > 0 ? ['Invalid file'] : found;
  };

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const next = single ? Array.from(picked).slice(0, 1) : [...files, ...Array.from(picked)];
    setFiles(next);
    setProblems(check(next));
    setError(null);
  };

  const remove = (index: number) => {
    const next = files.filter((_, position) => position !== index);
    setFiles(next);
    setProblems(check(next));
  };

  const start = async (passwords: string[]) => {
    setBusy(true);
    try {
      if (locked) {
        // A wrong password keeps the dialog open.
        const checks = await checkPasswordProtection(files, passwords);
        if (checks.some(wrongPassword)) {
          setPasswordError(INCORRECT_PASSWORD);
          return;
        }
        const problem = protectionCheckProblem(checks);
        if (problem) {
          setLocked(null);
          setError(problem);
          return;
        }
      }
      const [onlyFile] = files;
      const jobId =
        single && onlyFile
          ? await uploadStatement(onlyFile, passwords[0] ?? '')
          : await uploadStatements(files, passwords);
      setLocked(null);
      if (onStarted) {
        onStarted(jobId);
        return;
      }
      localStorage.setItem(CURRENT_JOB_KEY, jobId);
      void navigate(`/upload-queue?jobId=${encodeURIComponent(jobId)}`);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : UNKNOWN_ERROR_MESSAGE;
      if (/password|encrypted/i.test(message) && locked) setPasswordError(INCORRECT_PASSWORD);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const plant = async () => {
    if (files.length === 0 || problems.length > 0) {
      if (problems.length > 0) setError(single ? 'Invalid file' : 'Some files are invalid');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const checks = await checkPasswordProtection(files);
      const needing = checks.flatMap((check, index) => (check.is_password_protected ? [index] : []));
      setBusy(false);
      // A file the check could not read is never uploaded blindly: the person is told and decides.
      const problem = protectionCheckProblem(checks);
      if (problem) {
        setError(problem);
        return;
      }
      if (needing.length > 0) {
        setPasswordError(null);
        setLocked(needing);
        return;
      }
      await start(files.map(() => ''));
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : PASSWORD_CHECK_MESSAGES.couldNotCheck);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    add(event.dataTransfer.files);
  };

  if (running) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => void navigate(`/upload-queue?jobId=${encodeURIComponent(running)}`)}>
            View Upload Progress
          </Button>
        }
      >
        <Typography fontWeight={700}>Upload Already in Progress</Typography>
        Your statements are still being planted. Watch them grow before adding more.
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        onClick={() => input.current?.click()}
        role="button"
        aria-label="Drop PDF statements here or browse"
        sx={{
          border: '2px dashed',
          borderColor: 'primary.light',
          borderRadius: 3,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: 'rgba(34,197,94,0.06)',
        }}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography fontWeight={700}>
          {single
            ? 'Drop your PDF statement here, or click to browse'
            : 'Drop your PDF statements here, or click to browse'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {single
            ? 'One PDF file up to 2 MB. Processing happens in the background.'
            : 'Up to 10 files, 2 MB each. Processing happens in the background.'}
        </Typography>
        <input
          ref={input}
          data-testid="statement-file-input"
          type="file"
          accept="application/pdf,.pdf"
          multiple={!single}
          hidden
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>

      {files.length > 0 && (
        <Box>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography fontWeight={700}>Selected files ({files.length})</Typography>
            <Button
              size="small"
              onClick={() => {
                setFiles([]);
                setProblems([]);
                setError(null);
              }}
            >
              Clear all
            </Button>
          </Stack>
          <List dense>
            {files.map((file, index) => (
              <ListItem
                key={`${file.name}-${index}`}
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${file.name}`} onClick={() => remove(index)}>
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={file.name} secondary={`${(file.size / 1024).toFixed(0)} KB`} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}

      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      {error && (
        <Alert severity="error">
          {error === NO_RESPONSE_MESSAGE && <AlertTitle>{CONNECTION_ERROR_TITLE}</AlertTitle>}
          {error}
          <Typography variant="body2">If this keeps happening, contact support@moneygarden.sg.</Typography>
        </Alert>
      )}

      {showOcrSetting && (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={readScans}
                onChange={(_event, on) => {
                  setReadScans(on);
                  saveReadScansSetting(on);
                }}
              />
            }
            label="Read scanned statements (slower)"
          />
          <Typography variant="body2" color="text.secondary">
            For statements that were scanned or photographed (the PDF has no text): we read the text from each
            page&apos;s picture, which takes a few seconds a page. Check the amounts of a scanned statement that is
            marked for review.
          </Typography>
        </Box>
      )}

      <Box>
        <Button variant="contained" size="large" disabled={busy || files.length === 0} onClick={() => void plant()}>
          {busy ? 'Planting...' : 'Plant'}
        </Button>
      </Box>

      <Box>
        <Typography fontWeight={700} gutterBottom>
          Supported banks
        </Typography>
        <Stack direction="row" flexWrap="wrap" gap={1}>
          {SUPPORTED_BANKS.map((bank) => (
            <Chip key={bank} label={bank} size="small" variant="outlined" />
          ))}
        </Stack>
      </Box>

      <Box>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography fontWeight={700}>Recently Uploaded Statements</Typography>
          <IconButton aria-label="Refresh recent statements" onClick={loadRecent}>
            <RefreshIcon />
          </IconButton>
        </Stack>
        {recentError && <Alert severity="error">{recentError}</Alert>}
        {recent && recent.length === 0 && <Typography color="text.secondary">No statements uploaded yet</Typography>}
        <List dense>
          {recent?.map((statement) => (
            <ListItem key={statement.id}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <span>{statement.original_filename}</span>
                    {statement.needs_review && <Chip label="Needs review" color="warning" size="small" />}
                  </Stack>
                }
                secondary={`${statement.transactions_count} transaction${statement.transactions_count === 1 ? '' : 's'} · statement date ${statement.statement_date ? calendarDate(statement.statement_date) : 'unknown'}${
                  statement.needs_review && statement.reconciliation_warning
                    ? ` · ${statement.reconciliation_warning}`
                    : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      </Box>

      <PasswordDialog
        open={locked !== null}
        files={(locked ?? []).map((index) => files[index]?.name ?? '')}
        error={passwordError}
        busy={busy}
        onCancel={() => setLocked(null)}
        onSubmit={(entered) => {
          const passwords = files.map(() => '');
          (locked ?? []).forEach((index, position) => {
            passwords[index] = entered[position] ?? '';
          });
          void start(passwords);
        }}
      />
    </Stack>
  );
}
