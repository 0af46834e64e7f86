import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { ConfirmTwoFactorEnrolmentMutation, DisableTwoFactorMutation, ENABLED_MESSAGE } from '../hooks/useTwoFactor';
import { TWO_FACTOR_QR_CODE, twoFactorEnrolmentMock, twoFactorStatusMock } from '../testing/twoFactorMocks';
import { TwoFactorSection } from './TwoFactorSection';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

/** The server answering the confirmation of an enrolment with this code and the password 'correct horse'. */
const confirmationMock = (code: string, result: object) => ({
  request: { query: ConfirmTwoFactorEnrolmentMutation, variables: { input: { code, password: 'correct horse' } } },
  result,
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Security: two-factor sign-in', () => {
  it('sets two-factor up: QR code and key, a code from the app and the password, then the ten recovery codes once', async () => {
    renderRemote(<TwoFactorSection />, {
      mocks: [
        twoFactorStatusMock(false, 0),
        twoFactorEnrolmentMock,
        confirmationMock('123456', {
          data: { confirmTwoFactorEnrolment: { __typename: 'RecoveryCodes', recoveryCodes: CODES } },
        }),
        twoFactorStatusMock(true, 10),
      ],
    });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' })));

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
      'src',
      TWO_FACTOR_QR_CODE,
    );
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // The button pressed is gone: the focus goes to the card that took its place, not to <body>.
    expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in' })).toHaveFocus();
    fill(/^Authentication code/, '123456');
    fill(/^Current Password/, 'correct horse');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on' })));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getByText(ENABLED_MESSAGE)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' })));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('keeps a refused code beside the form and stays on the set-up card', async () => {
    const invalid =
      'Invalid code: it is wrong, or it was used already (each code works once). Enter the next code your authenticator app shows, or a recovery code.';
    renderRemote(<TwoFactorSection />, {
      mocks: [
        twoFactorStatusMock(false, 0),
        twoFactorEnrolmentMock,
        confirmationMock('000000', {
          errors: [{ message: invalid, extensions: { code: 'BAD_REQUEST', status: 400 } }],
        }),
      ],
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })));
    await screen.findByLabelText('Setup key');
    fill(/^Authentication code/, '000000');
    fill(/^Current Password/, 'correct horse');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Turn on' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByLabelText('Setup key')).toBeInTheDocument();
  });

  it('shows how many recovery codes are left, warns when few are, and turns off with the password and a code', async () => {
    renderRemote(<TwoFactorSection />, {
      mocks: [
        twoFactorStatusMock(true, 2),
        {
          request: {
            query: DisableTwoFactorMutation,
            variables: { input: { code: '123456', password: 'correct horse' } },
          },
          result: { data: { disableTwoFactor: { __typename: 'Message', message: 'Two-factor sign-in turned off' } } },
        },
        twoFactorStatusMock(false, 0),
      ],
    });
    expect(
      await screen.findByText('2 recovery codes left: create new ones below before you run out.'),
    ).toBeInTheDocument();
    const turnOff = screen.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await act(async () => fireEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' })));
    expect(within(turnOff).getByText('Current password is required')).toBeInTheDocument();
    expect(within(turnOff).getByText('Authentication code is required')).toBeInTheDocument();

    fireEvent.change(within(turnOff).getByLabelText(/^Current Password/), { target: { value: 'correct horse' } });
    fireEvent.change(within(turnOff).getByLabelText(/^Authentication code/), { target: { value: '123456' } });
    await act(async () => fireEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' })));
    expect(await screen.findByText('Two-factor sign-in turned off')).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('asks an account without a password (Google) for a code only, and says a recent sign-in stands in for the password', async () => {
    renderRemote(<TwoFactorSection />, { mocks: [twoFactorStatusMock(true, 10, false)] });
    const turnOff = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    expect(within(turnOff).queryByLabelText(/^Current Password/)).toBeNull();
    expect(within(turnOff).getByText(/signs in with Google/)).toBeInTheDocument();
  });
});
