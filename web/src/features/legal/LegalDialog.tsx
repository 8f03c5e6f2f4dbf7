import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { PrivacyContent, TermsContent } from './legal-content';
import { LEGAL_TITLES, type LegalDocument } from './legal-documents';

/** Terms or Privacy in a modal: Close button, close icon or a backdrop click closes it. */
export function LegalDialog({ open, onClose }: { open: LegalDocument | null; onClose: () => void }) {
  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      maxWidth="md"
      scroll="paper"
      slotProps={{ paper: { sx: { maxHeight: '90vh' } } }}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {open ? LEGAL_TITLES[open] : ''}
        <IconButton aria-label="close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{open === 'privacy' ? <PrivacyContent /> : <TermsContent />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
