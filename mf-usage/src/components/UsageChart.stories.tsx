import { inCardBody } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleBuckets } from '../testing/fixtures';
import { UsageChart, UsageChartSkeleton } from './UsageChart';
import { rangeOf } from './windows';

const now = Date.now();
const day = rangeOf('24h', now);
const quarter = rangeOf('90d', now);

const meta = {
  component: UsageChart,
  args: { buckets: sampleBuckets('hour', day.dateFrom, day.dateTo), interval: 'hour' },
  decorators: [inCardBody],
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 hours per hour; hover for a bucket's calls, errors and p95. */
export const Hourly: Story = {};

/** 1,440 points: the most the screen ever asks for. */
export const PerMinute: Story = {
  args: { buckets: sampleBuckets('minute', day.dateFrom, day.dateTo, 0.2), interval: 'minute' },
};

export const Daily: Story = {
  args: { buckets: sampleBuckets('day', quarter.dateFrom, quarter.dateTo), interval: 'day' },
};

export const NoCalls: Story = { args: { buckets: sampleBuckets('hour', day.dateFrom, day.dateTo, 0) } };

export const Loading: Story = { render: () => <UsageChartSkeleton /> };
