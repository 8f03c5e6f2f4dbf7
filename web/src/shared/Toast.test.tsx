import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, TOAST_MS, useToast, type ToastOptions } from './Toast';

function Trigger({ options }: { options: ToastOptions[] }) {
  const notify = useToast();
  return (
    <>
      {options.map((option) => (
        <button key={option.message} type="button" onClick={() => notify(option)}>
          {option.message}
        </button>
      ))}
    </>
  );
}

describe('toasts', () => {
  it('shows one toast at a time, runs Undo once, and goes after its time', async () => {
    jest.useFakeTimers();
    try {
      const undone: string[] = [];
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(
        <ToastProvider>
          <Trigger
            options={[
              { message: 'Saved' },
              { message: 'Deleted 2 transactions', undo: () => void undone.push('delete') },
            ]}
          />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Saved' }));
      expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
      expect(within(screen.getByTestId('toast')).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Deleted 2 transactions' }));
      expect(screen.getAllByTestId('toast')).toHaveLength(1);
      const undo = within(screen.getByTestId('toast')).getByRole('button', { name: 'Undo' });
      await user.click(undo);
      await user.click(undo);
      expect(undone).toEqual(['delete']);

      await user.click(screen.getByRole('button', { name: 'Saved' }));
      act(() => jest.advanceTimersByTime(TOAST_MS + 1_000));
      expect(screen.queryByText('Saved', { selector: '[data-testid="toast"] *' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing outside a provider', () => {
    render(<Trigger options={[{ message: 'alone' }]} />);
    screen.getByRole('button', { name: 'alone' }).click();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
