import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { twoFactorEnrolmentMock, twoFactorStatusMock } from '../testing/twoFactorMocks';
import { TwoFactorSection } from './TwoFactorSection';

const unlimited = { maxUsageCount: Number.POSITIVE_INFINITY };

const withStatus = (isEnabled: boolean, recoveryCodesLeft: number, hasPassword = true) =>
  withMockedApollo([
    { ...twoFactorStatusMock(isEnabled, recoveryCodesLeft, hasPassword), ...unlimited },
    { ...twoFactorEnrolmentMock, ...unlimited },
  ]);

const meta = { component: TwoFactorSection } satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { decorators: [withStatus(false, 0)] };

export const On: Story = { decorators: [withStatus(true, 10)] };

export const FewRecoveryCodesLeft: Story = { decorators: [withStatus(true, 2)] };

export const GoogleAccount: Story = { decorators: [withStatus(true, 8, false)] };
