import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Text } from '@touchline/ui-kit';
import { Dialog } from './Dialog';
import { Field, Input } from '@touchline/ui-kit/forms';

const meta = {
  component: Dialog,
  parameters: { layout: 'centered' },
  args: { isOpen: true, onClose: () => {}, title: 'Dialog' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function CreateKeyDemo({ defaultOpen }: { defaultOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Create API key</Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title="Create API key"
        description="The full key is shown once, right after you create it."
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Create key</Button>
          </>
        }
      >
        <Field label="Name" hint="Helps you tell your keys apart, e.g. “Production”.">
          <Input placeholder="Production" />
        </Field>
      </Dialog>
    </>
  );
}

export const Open: Story = { render: () => <CreateKeyDemo defaultOpen /> };

export const Closed: Story = { render: () => <CreateKeyDemo defaultOpen={false} /> };

function ConfirmDemo() {
  const [isOpen, setIsOpen] = useState(true);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Delete account
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        role="alertdialog"
        size="sm"
        title="Delete your account?"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" onClick={close}>
              Delete
            </Button>
          </>
        }
      >
        <Text tone="muted">Your items and API keys are deleted with it. This cannot be undone.</Text>
      </Dialog>
    </>
  );
}

export const DestructiveConfirmation: Story = { render: () => <ConfirmDemo /> };
