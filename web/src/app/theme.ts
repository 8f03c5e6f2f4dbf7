import { createTheme } from '@mui/material/styles';

/** The garden palette: leafy greens, warm soil and sunflower accents, rounded friendly type. */
export const gardenTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2f7d3b', light: '#5fa96b', dark: '#1d5527', contrastText: '#ffffff' },
    secondary: { main: '#9a6519', light: '#e6b15a', dark: '#7a4f12', contrastText: '#ffffff' },
    // Dark enough that white text on a filled chip, button or alert stays above 4.5:1 (WCAG AA).
    success: { main: '#1e7b34' },
    warning: { main: '#e0a800' },
    error: { main: '#c62828' },
    background: { default: '#f5f9f2', paper: '#ffffff' },
    text: { primary: '#1f2d1f', secondary: '#4f6350' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Nunito", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 16, boxShadow: '0 4px 18px rgba(47,125,59,0.08)' } } },
  },
});
