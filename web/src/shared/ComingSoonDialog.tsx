import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

export function ComingSoonDialog({ open, onClose, feature }: { open: boolean; onClose: () => void; feature: string }) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>🌱 Coming Soon</DialogTitle>
      <DialogContent>
        <Typography>
          {feature} is still sprouting. For now, upload your PDF bank statements to bring in your data.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
