// The two-factor operations' answers, for the Security tab's tests and stories.
import { StartTwoFactorEnrolmentMutation, TwoFactorStatusQuery } from '../hooks/useTwoFactor';

const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A placeholder square, standing in for the bff's QR code SVG. */
export const TWO_FACTOR_QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>')}`;

/** The account's two-factor status: on or off, its recovery codes left, and whether it has a password (not Google only). */
export const twoFactorStatusMock = (isEnabled: boolean, recoveryCodesLeft: number, hasPassword = true) => ({
  request: { query: TwoFactorStatusQuery },
  result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', isEnabled, recoveryCodesLeft, hasPassword } } },
});

/** The server starting an enrolment: the secret, and the QR code that carries it. */
export const twoFactorEnrolmentMock = {
  request: { query: StartTwoFactorEnrolmentMutation },
  result: {
    data: {
      startTwoFactorEnrolment: {
        __typename: 'TwoFactorEnrolment',
        secret: TWO_FACTOR_SECRET,
        otpauthUri: `otpauth://totp/Touchline:ada?secret=${TWO_FACTOR_SECRET}`,
        qrCodeDataUrl: TWO_FACTOR_QR_CODE,
      },
    },
  },
};
