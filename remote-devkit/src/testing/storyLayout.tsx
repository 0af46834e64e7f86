// For stories: where a piece of a screen is drawn, as the screen draws it.
import { Card, CardBody } from '@touchline/ui-kit';
import type { ReactElement } from 'react';

/** A story's decorator: a table, list or empty state drawn inside a card, edge to edge, as on its screen. */
export function inCard(Story: () => ReactElement) {
  return <Card>{Story()}</Card>;
}

/** The same within the card's padding: a chart or an answer, as in a card's body. */
export function inCardBody(Story: () => ReactElement) {
  return (
    <Card>
      <CardBody>{Story()}</CardBody>
    </Card>
  );
}
