import { parseSearch } from '@touchline/shell-contract';
import { Badge, Card, CardDescription, CardHeader, CardTitle, EmptyState, Heading, Inline, Stack, Text } from '@touchline/ui-kit';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../layout/DocumentTitle';

/** /items: owned by the shell until item management gets a remote of its own. */
export function ItemsPage() {
  const [searchParams] = useSearchParams();
  const { page } = parseSearch('/items', searchParams);
  return (
    <Stack gap={6}>
      <DocumentTitle title="Items" />
      <Stack gap={1}>
        <Heading level={1}>Items</Heading>
        <Text tone="muted">Records you keep alongside your API integration.</Text>
      </Stack>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>All items</CardTitle>
            <CardDescription>Create, edit and delete items from here.</CardDescription>
          </div>
          <Inline>
            <Badge tone="neutral">Page {page}</Badge>
          </Inline>
        </CardHeader>
        <EmptyState
          title="Item management is on its way"
          description="Listing, creating, editing and deleting items will appear here, paged 20 at a time."
        />
      </Card>
    </Stack>
  );
}
