import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Heading,
  Stack,
  Table,
  TBody,
  Td,
  Text,
  Th,
  THead,
  Tr,
  UsersIcon,
} from '@touchline/ui-kit';

export function AdminPage({ search, shell }: RouteProps<'/admin'>) {
  if (shell.viewer && !shell.viewer.isSuperuser) {
    return (
      <Card>
        <EmptyState
          icon={<UsersIcon size={22} />}
          title="Superusers only"
          description="Managing users needs superuser rights. Ask an administrator if you need them."
        />
      </Card>
    );
  }
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>Users Management</Heading>
        <Text tone="muted">Everyone with an account, newest first.</Text>
      </Stack>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>Users</CardTitle>
            <CardDescription>Create, edit, activate and delete accounts.</CardDescription>
          </div>
          <Badge>Page {search.page}</Badge>
        </CardHeader>
        <Table isFramed={false}>
          <THead>
            <Tr>
              <Th>Full name</Th>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Status</Th>
            </Tr>
          </THead>
          <TBody>
            {shell.viewer && (
              <Tr>
                <Td>
                  {shell.viewer.fullName || '—'} <Badge tone="info">You</Badge>
                </Td>
                <Td>{shell.viewer.email}</Td>
                <Td>Superuser</Td>
                <Td>
                  <Badge tone="success">Active</Badge>
                </Td>
              </Tr>
            )}
          </TBody>
        </Table>
        <EmptyState
          icon={<UsersIcon size={22} />}
          title="The full user list is coming"
          description="Listing every account with paging, and adding, editing or removing users, arrives on this page next."
        />
      </Card>
    </Stack>
  );
}
