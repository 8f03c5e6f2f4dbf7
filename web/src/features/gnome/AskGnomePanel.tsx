import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLazyQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CHAT_EXAMPLES } from '@garden/core';
import { AskGnomeDocument } from '../../graphql/generated/graphql';
import { money } from '../../shared/format';
import { GNOME_MESSAGES } from './gnome-model';

/** "Ask the Gnome": a side panel with suggested questions, the answer, its figures and a link to its rows. */
export function AskGnomePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [ask, asked] = useLazyQuery(AskGnomeDocument, { fetchPolicy: 'network-only' });
  const answer = asked.data?.askGnome;

  const send = (question: string) => {
    const text = question.trim();
    if (!text) return;
    setMessage(text);
    void ask({ variables: { message: text } }).catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(message);
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }} role="region" aria-label="Ask the Gnome">
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            🧙 Ask the Gnome
          </Typography>
          <IconButton aria-label="Close Ask the Gnome" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Answers come from your own transactions, budgets and assets.
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            fullWidth
            label="Your question"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button type="submit" variant="contained" disabled={!message.trim() || asked.loading}>
            Ask
          </Button>
        </Box>
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 2 }} aria-label="Suggested questions">
          {CHAT_EXAMPLES.slice(0, 6).map((example) => (
            <Chip key={example} label={example} size="small" onClick={() => send(example)} />
          ))}
        </Stack>
        {asked.loading && <Typography aria-live="polite">The gnome is counting…</Typography>}
        {asked.error && !asked.loading && (
          <Typography color="error" role="alert">
            {GNOME_MESSAGES.askFailed}
          </Typography>
        )}
        {answer && !asked.loading && (
          <Box aria-live="polite" data-testid="gnome-answer">
            <Typography sx={{ mb: 1 }}>{answer.answer}</Typography>
            {answer.figures.length > 0 && (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
                {answer.figures.map((figure, index) => (
                  <Box key={`${figure.label}-${index}`} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {figure.label}
                    </Typography>
                    <Typography component="dd" variant="body2" fontWeight={700} sx={{ m: 0, textAlign: 'right' }}>
                      {money(figure.amount, figure.currency)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {answer.link && (
              <Button component={RouterLink} to={answer.link} onClick={onClose} sx={{ mt: 1, px: 0 }}>
                {answer.link.startsWith('/transactions') ? 'See these transactions' : 'Open'}
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
