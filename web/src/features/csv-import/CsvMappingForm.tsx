import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CSV_DATE_FORMATS, type CsvDateFormat, type CsvGuess, type CsvMappingInput } from '@garden/core';

const DATE_FORMAT_LABELS: Record<CsvDateFormat, string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD (2025-02-16)',
  'DD/MM/YYYY': 'DD/MM/YYYY (16/02/2025)',
  'MM/DD/YYYY': 'MM/DD/YYYY (02/16/2025)',
  'D MMM YYYY': 'D MMM YYYY (16 Feb 2025)',
};

/** Which column is which, starting from the guess; the date format is asked for when the dates read both ways. */
export function CsvMappingForm({
  guess,
  mapping,
  onChange,
  error,
  filename,
}: {
  guess: CsvGuess;
  mapping: CsvMappingInput;
  onChange: (next: CsvMappingInput) => void;
  error: string | null;
  filename: string;
}) {
  const columns = guess.columns.map((name, index) => ({ index, label: name.trim() || `Column ${index + 1}` }));
  const split = mapping.amount === undefined;
  const columnOf = (value: string | number | (string | number)[] | undefined): number | '' => {
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined) return '';
    return typeof single === 'number' ? single : guess.columns.findIndex((name) => name.trim() === single.trim());
  };
  const select = (label: string, value: number | '', set: (index: number) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {columns.map((column) => (
        <MenuItem key={column.index} value={column.index}>
          {column.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Typography>
        Tell us which columns of <strong>{filename}</strong> hold what. We guessed from its header.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select('Date column', columnOf(mapping.date), (date) => onChange({ ...mapping, date }))}
        {select('Description column', columnOf(mapping.description), (description) =>
          onChange({ ...mapping, description }),
        )}
      </Stack>
      {Array.isArray(mapping.description) && mapping.description.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          The description joins{' '}
          {mapping.description
            .map((column) => {
              const index = columnOf(column);
              return index === '' ? String(column) : (columns[index]?.label ?? String(column));
            })
            .join(' + ')}
          . Choosing one column above uses that column alone.
        </Typography>
      )}
      <FormControl>
        <FormLabel id="amount-kind">Amounts</FormLabel>
        <RadioGroup
          row
          aria-labelledby="amount-kind"
          value={split ? 'split' : 'single'}
          onChange={(event) => {
            const rest = { ...mapping, amount: undefined, debit: undefined, credit: undefined };
            const fallback = Math.min(columns.length - 1, 2);
            onChange(
              event.target.value === 'split'
                ? { ...rest, debit: mapping.debit ?? fallback, credit: mapping.credit ?? fallback }
                : { ...rest, amount: mapping.amount ?? fallback },
            );
          }}
        >
          <FormControlLabel value="single" control={<Radio />} label="One amount column (money out negative)" />
          <FormControlLabel value="split" control={<Radio />} label="Separate debit and credit columns" />
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {split ? (
          <>
            {select('Debit (money out) column', columnOf(mapping.debit), (debit) => onChange({ ...mapping, debit }))}
            {select('Credit (money in) column', columnOf(mapping.credit), (credit) => onChange({ ...mapping, credit }))}
          </>
        ) : (
          select('Amount column', columnOf(mapping.amount), (amount) => onChange({ ...mapping, amount }))
        )}
        <TextField
          select
          label="Date format"
          value={mapping.date_format ?? 'DD/MM/YYYY'}
          onChange={(event) => onChange({ ...mapping, date_format: event.target.value as CsvDateFormat })}
          sx={{ minWidth: 240 }}
        >
          {CSV_DATE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {DATE_FORMAT_LABELS[format]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {guess.ambiguousDates && (
        <Alert severity="warning">
          Every date in this file reads as both day/month and month/day. Check the date format: we chose DD/MM/YYYY, as
          banks in Singapore print it.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
