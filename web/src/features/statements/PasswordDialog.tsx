import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface PasswordDialogProps {
  open: boolean;
  /** Names of the protected files, in the order passwords are returned. */
  files: string[];
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (passwords: string[]) => void;
}

/** "Unlock Your Financial Garden": one password per protected file, each with its own show/hide toggle. */
export function PasswordDialog({ open, files, error, busy, onCancel, onSubmit }: PasswordDialogProps) {
  const [passwords, setPasswords] = useState<string[]>([]);
  const [visible, setVisible] = useState<boolean[]>([]);
  const count = files.length;
  // Fresh fields each time the dialog opens; a wrong password keeps what was typed.
  useEffect(() => {
    if (open) {
      setPasswords(Array.from({ length: count }, () => ''));
      setVisible(Array.from({ length: count }, () => false));
    }
  }, [open, count]);
  const ready = files.length > 0 && files.every((_, index) => (passwords[index] ?? '').trim() !== '');

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Unlock Your Financial Garden</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" gutterBottom>
          These statements are password protected. Passwords are used once to read the files and are never stored.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>Incorrect Password</AlertTitle>
            {error}
          </Alert>
        )}
        <Stack spacing={2} mt={1}>
          {files.map((file, index) => (
            <TextField
              key={`${file}-${index}`}
              label={`Password for ${file}`}
              type={visible[index] ? 'text' : 'password'}
              value={passwords[index] ?? ''}
              onChange={(event) =>
                setPasswords(passwords.map((value, position) => (position === index ? event.target.value : value)))
              }
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={visible[index] ? `Hide password for ${file}` : `Show password for ${file}`}
                        onClick={() =>
                          setVisible(visible.map((value, position) => (position === index ? !value : value)))
                        }
                      >
                        {visible[index] ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!ready || busy}
          // Sent exactly as typed: a password may begin or end with a space; only "is anything typed" trims.
          onClick={() => onSubmit(passwords)}
        >
          {busy ? 'Unlocking...' : 'Unlock & Plant'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
