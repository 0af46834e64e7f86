import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StartTwoFactorEnrolmentMutation, TwoFactorStatusQuery } from '../hooks/useTwoFactor';
import { withMockedApollo } from '../testing/mockedApollo';
import { TwoFactorSection } from './TwoFactorSection';

const unlimited = { maxUsageCount: Number.POSITIVE_INFINITY };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A placeholder square, standing in for the bff's QR code SVG. */
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>')}`;

const withStatus = (isEnabled: boolean, recoveryCodesLeft: number, hasPassword = true) =>
  withMockedApollo([
    {
      request: { query: TwoFactorStatusQuery },
      result: {
        data: { twoFactorStatus: { __typename: 'TwoFactorStatus', isEnabled, recoveryCodesLeft, hasPassword } },
      },
      ...unlimited,
    },
    {
      request: { query: StartTwoFactorEnrolmentMutation },
      result: {
        data: {
          startTwoFactorEnrolment: {
            __typename: 'TwoFactorEnrolment',
            secret: SECRET,
            otpauthUri: 'otpauth://totp/Touchline',
            qrCodeDataUrl: QR,
          },
        },
      },
      ...unlimited,
    },
  ]);

const meta = { component: TwoFactorSection } satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { decorators: [withStatus(false, 0)] };

export const On: Story = { decorators: [withStatus(true, 10)] };

export const FewRecoveryCodesLeft: Story = { decorators: [withStatus(true, 2)] };

export const GoogleAccount: Story = { decorators: [withStatus(true, 8, false)] };
