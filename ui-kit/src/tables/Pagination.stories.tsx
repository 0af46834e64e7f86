import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardFooter } from '@touchline/ui-kit';
import { Pagination } from './Pagination';

const meta = {
  component: Pagination,
  args: { page: 2, pageSize: 10, totalCount: 23, itemLabel: 'users', onPageChange: () => undefined },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 720 }}>
        <CardFooter style={{ justifyContent: 'stretch', display: 'block' }}>{Story()}</CardFooter>
      </Card>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};

export const FirstOfOne: Story = { args: { page: 1, totalCount: 4, itemLabel: 'items' } };

export const Interactive: Story = {
  render: (args) => {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} totalCount={57} />;
  },
};
