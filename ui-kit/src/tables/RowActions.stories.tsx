import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DeleteRowButton, EditRowButton, RowActions, RowActionsHeader } from './RowActions';
import { Table, TBody, Td, Th, THead, Tr } from './Table';

const meta = {
  component: RowActions,
  args: { children: null },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The actions cell sticks to the right edge: narrow the frame and the other columns scroll under it. */
export const InATable: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Table aria-label="Items">
        <THead>
          <Tr>
            <Th scope="col">Title</Th>
            <Th scope="col">Description</Th>
            <RowActionsHeader />
          </Tr>
        </THead>
        <TBody>
          {['Premier League fixtures', 'Transfer window watch'].map((title) => (
            <Tr key={title} data-row-id={title}>
              <Td>{title}</Td>
              <Td>A description long enough to push the actions off a phone screen.</Td>
              <RowActions>
                <EditRowButton label={`Edit ${title}`} />
                <DeleteRowButton label={`Delete ${title}`} />
              </RowActions>
            </Tr>
          ))}
        </TBody>
      </Table>
    </div>
  ),
};
