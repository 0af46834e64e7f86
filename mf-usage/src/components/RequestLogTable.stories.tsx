import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { requestLogRow } from '../testing/fixtures';
import { RequestLogTable } from './RequestLogTable';

const meta = {
  title: 'components/Request log table',
  decorators: [inCard],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  requestLogRow(1),
  requestLogRow(2, { status: 503, cacheStatus: 'NONE', method: 'HEAD', latencyMs: 10_240 }),
  requestLogRow(3, { status: 304, cacheStatus: 'STALE', keyName: 'Staging' }),
  requestLogRow(4, { status: 404, cacheStatus: 'MISS', path: '/players/search/M%C3%BCller' }),
];

export const Calls: Story = { render: () => <RequestLogTable rows={rows} /> };

/** The call a search by request id opened is marked. */
export const OpenedCall: Story = { render: () => <RequestLogTable rows={rows} openedId={rows[1]!.requestId} /> };
