import { AlertTriangleIcon, Button, Card, ColorModeProvider, EmptyState } from '@touchline/ui-kit';
import { PublicStateFrame } from '../layout/PublicStateFrame';

/** Shown when the shell cannot even read its runtime configuration: never a blank page. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <ColorModeProvider>
      <PublicStateFrame>
        <Card role="alert">
          <EmptyState
            icon={<AlertTriangleIcon size={22} />}
            title="Touchline could not start"
            description={`The dashboard's configuration could not be loaded (${error instanceof Error ? error.message : String(error)}). Please try again in a moment.`}
            action={<Button onClick={() => window.location.reload()}>Reload</Button>}
          />
        </Card>
      </PublicStateFrame>
    </ColorModeProvider>
  );
}
