import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MAX_AVERAGE_COST, MIN_EDIT_QUANTITY } from './investments-model';

type NumberFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The browser's own steps and bounds for a holding's numbers, matching what the model's checks accept. */
const WHOLE_SHARES = { min: 1, step: 1 };
const AVERAGE_COST = { min: 0.01, max: MAX_AVERAGE_COST, step: 0.01 };
const EDIT_QUANTITY = { min: MIN_EDIT_QUANTITY, step: MIN_EDIT_QUANTITY };

function NumberField({
  onChange,
  bounds,
  ...props
}: NumberFieldProps & { bounds: { min: number; max?: number; step: number } }) {
  return (
    <TextField
      type="number"
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: bounds }}
      {...props}
    />
  );
}

/** Whole shares, 1 and up, as a new holding is planted with. */
export function SharesField(props: NumberFieldProps) {
  return <NumberField bounds={WHOLE_SHARES} {...props} />;
}

/** A holding's quantity when edited: to 4 decimals. */
export function QuantityField(props: NumberFieldProps) {
  return <NumberField bounds={EDIT_QUANTITY} {...props} />;
}

/** An average cost per share: in cents, from 0.01 up to the most the model accepts. */
export function AverageCostField(props: NumberFieldProps) {
  return <NumberField bounds={AVERAGE_COST} {...props} />;
}
