import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from './Card';

export interface TitledCardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** At the header's right end (a download button, a state). */
  actions?: ReactNode;
  /** Given, the card is named by its title, so screen readers list it as a region. */
  isNamedByTitle?: boolean;
}

/** A card under a header of its title, a line saying what it holds, and its actions; the body is the caller's. */
export function TitledCard({ title, description, actions, isNamedByTitle, children, ...cardProps }: TitledCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={isNamedByTitle ? titleId : undefined} {...cardProps}>
      <CardHeader>
        <div>
          <CardTitle id={isNamedByTitle ? titleId : undefined}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions}
      </CardHeader>
      {children}
    </Card>
  );
}
