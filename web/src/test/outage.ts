import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingWhile, type Handler } from './stub-server';

/**
 * A lost connection a test can end. The handlers wrapped by `cut` fail like a dropped network while it lasts
 * (see failingWhile); `tryAgainAfter` is the person's way out of it: the page says `message`, the connection
 * comes back and they press Try Again.
 */
export class Outage {
  private down = true;

  readonly cut = (answer: Handler): Handler => failingWhile(() => this.down, answer);

  begin(): void {
    this.down = true;
  }

  end(): void {
    this.down = false;
  }

  async tryAgainAfter(message: string): Promise<void> {
    expect(await screen.findByText(message)).toBeInTheDocument();
    this.end();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  }
}
