import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Field } from './Field';
import { Input } from './Input';
import { PasswordInput } from './PasswordInput';
import { renderWithTheme } from '../testUtils';

describe('Field', () => {
  it('ties its label to the input so the input is found by its label', () => {
    renderWithTheme(
      <Field label="Email">
        <Input name="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives two fields on one page different ids', () => {
    renderWithTheme(
      <>
        <Field label="Password">
          <PasswordInput />
        </Field>
        <Field label="Confirm Password">
          <PasswordInput />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Password').id).not.toBe(screen.getByLabelText('Confirm Password').id);
  });

  it('announces the error, marks the input invalid and describes it with hint and error', () => {
    renderWithTheme(
      <Field label="Password" hint="At least 8 characters." error="Password must be at least 8 characters">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password must be at least 8 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Password must be at least 8 characters');
  });

  it('keeps a describedby the control already had', () => {
    renderWithTheme(
      <>
        <p id="external">Shown on the receipt.</p>
        <Field label="Name" hint="Your full name.">
          <Input aria-describedby="external" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Shown on the receipt. Your full name.');
  });

  it('marks the control required when the field is required', () => {
    renderWithTheme(
      <Field label="Full Name" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
  });

  it("puts the label's action after the control in the tab order, so Tab from the field before lands in this one", () => {
    renderWithTheme(
      <>
        <Field label="Email">
          <Input name="email" />
        </Field>
        <Field label="Password" labelAction={<a href="/recover-password">Forgot your password?</a>}>
          <PasswordInput />
        </Field>
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    const following = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following(email, password)).toBe(true);
    expect(following(password, link)).toBe(true);
  });
});
