import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { gardenTheme } from '../../app/theme';
import { RegisterPage } from './RegisterPage';

function setup() {
  const register = jest.fn<Promise<void>, Parameters<AuthContextValue['register']>>(() => Promise.resolve());
  const value = {
    status: 'signed-out',
    user: null,
    profile: null,
    error: null,
    clearError: () => undefined,
    register,
  } as unknown as AuthContextValue;
  render(
    <ThemeProvider theme={gardenTheme}>
      <AuthContext.Provider value={value}>
        <MemoryRouter>
          <RegisterPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return { register, user: userEvent.setup() };
}

describe('registration form', () => {
  it("names each field's own problem next to it, and catches an address that is not an email", async () => {
    const { register, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAccessibleDescription(
      'Enter your email address',
    );
    expect(screen.getByLabelText(/Date of Birth/, { selector: 'input' })).toHaveAccessibleDescription(
      'Enter your date of birth',
    );
    expect(screen.getByText('Choose an option')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Tan Wei Ming');
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).not.toHaveAccessibleDescription('Enter your name');
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com',
    );
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Garden#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Garden#2026');
    await user.type(screen.getByLabelText(/Date of Birth/, { selector: 'input' }), '1991-03-14');
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(screen.getByRole('option', { name: 'Male' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the first failing rule in order and only registers a valid form', async () => {
    const { register, user } = setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Rosa Gardener');
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'rosa@example.com');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
    await user.type(password, 'garden');
    await user.type(confirm, 'garden');
    await user.type(screen.getByLabelText(/Date of Birth/, { selector: 'input' }), '1991-03-14');
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(screen.getByRole('option', { name: 'Female' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(screen.getByLabelText('Password strength')).toHaveAttribute('data-level', 'weak');

    await user.clear(password);
    await user.type(password, 'Garden#2026');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(confirm);
    await user.type(confirm, 'Garden#2026');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the Terms of Service and Privacy Policy');
    expect(register).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(register).toHaveBeenCalledWith({
      name: 'Rosa Gardener',
      email: 'rosa@example.com',
      password: 'Garden#2026',
      dateOfBirth: '1991-03-14',
      gender: 'female',
    });
  });
});
