import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  CardBody,
  CheckCircleIcon,
  Text,
  TitledCard,
  useMutationError,
  useRefetchWhenVisible,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import {
  CHECKLIST_STEPS,
  DismissGettingStartedMutation,
  GettingStartedQuery,
  rememberGettingStarted,
} from './gettingStarted';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Step = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StepName = styled.span<{ $isDone: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $isDone }) => ($isDone ? theme.colors.textMuted : theme.colors.text)};
`;

/** A step not done yet: an empty circle where a done one has its check. */
const Open = styled.span`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
`;

const Done = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * The four first steps of a new account, each ticked from what the bff reads of the account's
 * data, so doing a step anywhere (a key made over REST, a call from code) ticks it. Read again on
 * every visit to the dashboard and whenever the tab comes back into view. Shown until dismissed
 * (stored by the bff, so it stays dismissed on every device); nothing is shown while it loads or
 * if it cannot be read, since the rest of the dashboard does not depend on it.
 */
export function GettingStartedChecklist({ onDismissed }: { onDismissed: () => void }) {
  const { data, refetch } = useQuery(GettingStartedQuery, { fetchPolicy: 'cache-and-network' });
  const [dismiss, { loading: isDismissing }] = useMutation(DismissGettingStartedMutation, {
    update: (cache, { data: answer }) => rememberGettingStarted(cache, answer?.dismissGettingStarted),
  });
  const { capture } = useMutationError();

  useRefetchWhenVisible(refetch);

  const state = data?.gettingStarted;
  if (!state || state.isDismissed) return null;
  const doneCount = CHECKLIST_STEPS.filter((step) => step.isDone(state)).length;
  const isComplete = doneCount === CHECKLIST_STEPS.length;

  return (
    <TitledCard
      isNamedByTitle
      title={isComplete ? 'You are all set' : 'Get started'}
      description={`${doneCount} of ${CHECKLIST_STEPS.length} done`}
      actions={
        <Button
          variant="ghost"
          size="sm"
          aria-label="Dismiss the Get started checklist"
          isLoading={isDismissing}
          onClick={async () => {
            // The button goes with the card: the page moves the focus on rather than lose it.
            if (await capture(() => dismiss())) onDismissed();
          }}
        >
          Dismiss
        </Button>
      }
    >
      <CardBody>
        <Steps>
          {CHECKLIST_STEPS.map((step) => {
            const isDone = step.isDone(state);
            return (
              <Step key={step.path}>
                <StepName $isDone={isDone}>
                  {isDone ? (
                    <Done>
                      <CheckCircleIcon size={18} aria-hidden />
                    </Done>
                  ) : (
                    <Open aria-hidden />
                  )}
                  <Text as="span">{step.label}</Text>
                  <VisuallyHidden>{isDone ? ' (done)' : ' (to do)'}</VisuallyHidden>
                </StepName>
                {!isDone && (
                  <Button as={Link} to={step.path} variant="secondary" size="sm">
                    {step.action}
                  </Button>
                )}
              </Step>
            );
          })}
        </Steps>
      </CardBody>
    </TitledCard>
  );
}
