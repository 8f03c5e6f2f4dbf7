import { useRef, type DragEvent } from 'react';
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
import { CONNECTION_ERROR_TITLE, NO_RESPONSE_MESSAGE, type RecentStatement } from './statements-api';
import { useStatementUpload } from './useStatementUpload';

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
  const input = useRef<HTMLInputElement>(null);
  const upload = useStatementUpload({ single, onStarted });
  const { files, problems, error, busy, running } = upload;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    upload.add(event.dataTransfer.files);
  };

  if (running) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => upload.viewProgress(running)}>
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
            upload.add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>

      {files.length > 0 && (
        <Box>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography fontWeight={700}>Selected files ({files.length})</Typography>
            <Button size="small" onClick={upload.clear}>
              Clear all
            </Button>
          </Stack>
          <List dense>
            {files.map((file, index) => (
              <ListItem
                key={`${file.name}-${index}`}
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${file.name}`} onClick={() => upload.remove(index)}>
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
            control={<Switch checked={upload.readScans} onChange={(_event, on) => upload.setReadScans(on)} />}
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
        <Button
          variant="contained"
          size="large"
          disabled={busy || files.length === 0}
          onClick={() => void upload.plant()}
        >
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

      <RecentStatements recent={upload.recent} error={upload.recentError} onRefresh={upload.loadRecent} />

      <PasswordDialog
        open={upload.lockedNames !== null}
        files={upload.lockedNames ?? []}
        error={upload.passwordError}
        busy={busy}
        onCancel={upload.cancelUnlock}
        onSubmit={(entered) => void upload.unlock(entered)}
      />
    </Stack>
  );
}

/** The last five statements uploaded, with a refresh. */
function RecentStatements({
  recent,
  error,
  onRefresh,
}: {
  recent: RecentStatement[] | null;
  error: string | null;
  onRefresh: () => void;
}) {
  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography fontWeight={700}>Recently Uploaded Statements</Typography>
        <IconButton aria-label="Refresh recent statements" onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
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
  );
}
