import { Card, CardDescription, CardHeader, CardTitle } from '@touchline/ui-kit';
import type { ReactNode } from 'react';

/** A usage table in a card, its title and description above it, with a slot for its download button. */
export function TableCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      {children}
    </Card>
  );
}
