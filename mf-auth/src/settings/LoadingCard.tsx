import { Card, CardBody, Skeleton, Stack } from '@touchline/ui-kit';

export interface LoadingCardProps {
  /** What is being read, as a screen reader announces the busy card ("Loading your profile"). */
  label: string;
  /** One skeleton line per width, roughly the lines the card will show. */
  lineWidths: string[];
}

/** A settings card while what it shows is being read. */
export function LoadingCard({ label, lineWidths }: LoadingCardProps) {
  return (
    <Card>
      <CardBody>
        <Stack gap={3} aria-busy="true" aria-label={label}>
          {lineWidths.map((width, index) => (
            <Skeleton key={index} width={width} />
          ))}
        </Stack>
      </CardBody>
    </Card>
  );
}
