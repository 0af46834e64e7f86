import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleEndpoints, sampleKeys, sampleStatuses } from '../testing/fixtures';
import { KeyUsageTable, KeyUsageTableSkeleton } from './KeyUsageTable';
import { StatusTable, StatusTableSkeleton } from './StatusTable';
import { TopEndpointsTable, TopEndpointsTableSkeleton } from './TopEndpointsTable';

const meta = {
  title: 'components/Usage tables',
  decorators: [inCard],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopEndpoints: Story = { render: () => <TopEndpointsTable endpoints={sampleEndpoints} /> };

/** Revoked keys keep their badge; a key never used says Never. */
export const PerKey: Story = { render: () => <KeyUsageTable keys={sampleKeys()} now={Date.now()} /> };

export const TopEndpointsLoading: Story = { render: () => <TopEndpointsTableSkeleton /> };

export const PerKeyLoading: Story = { render: () => <KeyUsageTableSkeleton /> };

/** Each class with its exact codes; calls metered before codes were counted show as "Code not recorded". */
export const ByStatus: Story = { render: () => <StatusTable rows={sampleStatuses} /> };

export const ByStatusLoading: Story = { render: () => <StatusTableSkeleton /> };
