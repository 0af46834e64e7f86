import { inCardBody } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { okAnswer, rateLimitedAnswer, unauthorizedAnswer } from '../testing/fixtures';
import { ResponseView } from './ResponseView';

const meta = {
  component: ResponseView,
  args: { answer: okAnswer },
  decorators: [inCardBody],
} satisfies Meta<typeof ResponseView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status, latency, size, cache and rate-limit headers, and the body as a collapsible tree. */
export const Ok: Story = {};

export const Unauthorized: Story = { args: { answer: unauthorizedAnswer } };

export const RateLimited: Story = { args: { answer: rateLimitedAnswer } };
