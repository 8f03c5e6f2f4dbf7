import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORTED_BANKS } from '../landing/supported-banks';

/** The collapsible "See How It Works" of Settings › Bank Statements. */
export function HowItWorks() {
  const [open, setOpen] = useState(false);
  return (
    <Stack alignItems="flex-start">
      <Button onClick={() => setOpen(!open)} aria-expanded={open}>
        See How It Works
      </Button>
      <Collapse in={open}>
        <Stack spacing={1} sx={{ pl: 1 }}>
          <Typography fontWeight={700}>AI processing</Typography>
          <Typography variant="body2">
            We read each statement, recognise your bank, create or update the account, sort every transaction into a
            category and check the rows against the statement&apos;s printed totals.
          </Typography>
          <Typography fontWeight={700}>Supported banks</Typography>
          <Typography variant="body2">{SUPPORTED_BANKS.join(', ')}</Typography>
          <Typography fontWeight={700}>Pro tips</Typography>
          <Typography variant="body2">
            Upload the PDF your bank emails or lets you download (not a scan). Password-protected files are fine: the
            password is used once and never stored. Uploading the same statement twice is detected and nothing is
            counted twice.
          </Typography>
        </Stack>
      </Collapse>
    </Stack>
  );
}
