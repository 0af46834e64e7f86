import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { emptySummary, sampleSummary } from '../testing/fixtures';
import { UsageKpis, UsageKpisSkeleton } from './UsageKpis';

const meta = {
  component: UsageKpis,
  args: { summary: sampleSummary(), now: Date.now() },
} satisfies Meta<typeof UsageKpis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {};

/** Amber from 80 % of the daily quota, red once it is used up. */
export const QuotaNearlyUsed: Story = {
  args: {
    summary: sampleSummary({ quota: { ...sampleSummary().quota, plan: 'free', limit: 100, used: 93, remaining: 7 } }),
  },
};

export const QuotaExhausted: Story = {
  args: {
    summary: sampleSummary({ quota: { ...sampleSummary().quota, plan: 'free', limit: 100, used: 100, remaining: 0 } }),
  },
};

/** The whole platform has no quota; without calls the ratios are dashes. */
export const WholePlatformWithoutCalls: Story = { args: { summary: { ...emptySummary(), quota: null } } };

export const Loading: Story = { render: () => <UsageKpisSkeleton /> };
