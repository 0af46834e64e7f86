import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { errorMessage } from './errorMessage';
import { Inline } from './Stack';
import { ToastProvider, useToast } from './ToastProvider';

// Storybook's global decorator already wraps every story in a ToastProvider.
const meta = {
  component: ToastProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  const toast = useToast();
  return (
    <Inline gap={2} wrap>
      <Button onClick={() => toast.success('Password updated successfully')}>Success toast</Button>
      <Button variant="danger" onClick={() => toast.error(errorMessage({ detail: 'Incorrect password' }))}>
        Error toast
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({ tone: 'warning', title: 'Quota almost used', description: '92% of today’s requests are used.' })
        }
      >
        Warning toast
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({ tone: 'info', title: 'New key created', description: 'Copy it now: it is shown once.' })
        }
      >
        Info toast
      </Button>
    </Inline>
  );
}

export const Playground: Story = { render: () => <Triggers /> };

function ShowStack() {
  const toast = useToast();
  useEffect(() => {
    // Long durations keep the stack still for visual review.
    const ids = [
      toast.show({ tone: 'success', title: 'Success!', description: 'API key revoked.', durationMs: 600_000 }),
      toast.show({
        tone: 'error',
        title: 'Something went wrong!',
        description: 'The user with this email already exists in the system',
        durationMs: 600_000,
      }),
      toast.show({
        tone: 'warning',
        title: 'Quota almost used',
        description: '92% of today’s requests are used.',
        durationMs: 600_000,
      }),
    ];
    return () => ids.forEach(toast.dismiss);
  }, [toast]);
  return <Triggers />;
}

export const Stacked: Story = { render: () => <ShowStack /> };
