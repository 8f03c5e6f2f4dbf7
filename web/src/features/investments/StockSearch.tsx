import { useRef, useState } from 'react';
import { Alert, Button, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { INVESTMENT_MESSAGES, formatPortfolioMoney, type InvestmentStock } from './investments-model';

export type SearchStocks = (q: string) => Promise<InvestmentStock[]>;

interface StockSearchProps {
  onSearch: SearchStocks;
  onPick: (stock: InvestmentStock) => void;
  label?: string;
  autoFocus?: boolean;
}

/** Search by symbol or name (non-blank; Enter searches), then pick one result. */
export function StockSearch({ onSearch, onPick, label = 'Search stock symbol', autoFocus = false }: StockSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<InvestmentStock[] | undefined>();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [searched, setSearched] = useState('');
  // Each search gets a number; an answer that arrives after a newer search was started is dropped.
  const latest = useRef(0);

  const search = async () => {
    const q = query.trim();
    if (!q) return;
    const request = ++latest.current;
    setSearching(true);
    setError(undefined);
    try {
      const found = await onSearch(q);
      if (request !== latest.current) return;
      setResults(found);
      setSearched(q);
    } catch {
      if (request !== latest.current) return;
      setResults(undefined);
      setError(INVESTMENT_MESSAGES.searchFailed);
    } finally {
      if (request === latest.current) setSearching(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          fullWidth
          size="small"
          label={label}
          value={query}
          autoFocus={autoFocus}
          placeholder="e.g. AAPL or D05"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="outlined" onClick={() => void search()} disabled={!query.trim() || searching}>
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {results && results.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No stocks match &quot;{searched}&quot;.
        </Typography>
      )}
      {results && results.length > 0 && (
        <List dense aria-label="Search results" sx={{ maxHeight: 240, overflow: 'auto' }}>
          {results.map((stock) => (
            <ListItemButton key={stock.id} onClick={() => onPick(stock)} aria-label={`${stock.symbol} ${stock.name}`}>
              <ListItemText
                primary={`${stock.symbol} · ${stock.name}`}
                secondary={`${stock.exchange} · ${stock.sector} · ${
                  stock.lastPrice != null
                    ? formatPortfolioMoney(stock.lastPrice, stock.currency)
                    : `${stock.currency}, no price yet`
                }`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}
