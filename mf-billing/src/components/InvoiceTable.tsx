import { Badge, formatDate, type BadgeTone } from '@touchline/ui-kit';
import { DataTable, RowActions, RowActionsHeader, Td, type DataColumn } from '@touchline/ui-kit/tables';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { InvoiceRowFragment } from '../graphql/graphql';
import { formatMoney } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const InvoiceRow = graphql(`
  fragment InvoiceRow on BillingInvoice {
    id
    amountDue
    amountPaid
    currency
    status
    createdAt
    url
  }
`);

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Open', tone: 'warning' },
  draft: { label: 'Draft', tone: 'neutral' },
  uncollectible: { label: 'Uncollectible', tone: 'danger' },
  void: { label: 'Void', tone: 'neutral' },
};

// Dates and amounts do not break: on a phone the table scrolls sideways instead, its links kept in view.
const Cell = styled(Td)`
  white-space: nowrap;
`;

const Amount = styled(Cell)`
  font-variant-numeric: tabular-nums;
`;

const InvoiceLink = styled.a`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A paid invoice shows what was paid; any other what is owed. */
const amountOf = (invoice: InvoiceRowFragment) => (invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue);

const COLUMNS: readonly DataColumn[] = [
  { head: 'Date' },
  { head: 'Amount' },
  { head: 'Status' },
  { head: <RowActionsHeader /> },
];

/** The latest invoices, newest first, each with Stripe's page for it. */
export function InvoiceTable({ invoices }: { invoices: readonly InvoiceRowFragment[] }) {
  return (
    <DataTable label="Invoices" columns={COLUMNS} rows={invoices} rowKey={(invoice) => invoice.id}>
      {(invoice) => {
        const status = invoice.status
          ? (STATUS[invoice.status] ?? { label: invoice.status, tone: 'neutral' as const })
          : null;
        const date = formatDate(invoice.createdAt);
        return (
          <>
            <Cell>{date}</Cell>
            <Amount>{formatMoney(amountOf(invoice), invoice.currency)}</Amount>
            <Td>{status && <Badge tone={status.tone}>{status.label}</Badge>}</Td>
            <RowActions>
              {invoice.url && (
                <InvoiceLink
                  href={invoice.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View the invoice of ${date} (opens in a new tab)`}
                >
                  View
                </InvoiceLink>
              )}
            </RowActions>
          </>
        );
      }}
    </DataTable>
  );
}
