// For stories: Apollo answers for a screen or widget, reusable as often as it asks.
import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps, ReactElement } from 'react';

type Mock = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];

/** `children` must be one element: MockedProvider draws nothing for a list of them. */
export function StoryApollo({ mocks, children }: { mocks: Mock[]; children: ReactElement }) {
  return (
    <MockedProvider mocks={mocks.map((mock) => ({ maxUsageCount: Number.POSITIVE_INFINITY, ...mock }))}>
      {children}
    </MockedProvider>
  );
}

/** A story's decorator: the story drawn with Apollo answering `mocks`. */
export function apolloAnswering(mocks: Mock[]) {
  return function AnsweredStory(Story: () => ReactElement) {
    return <StoryApollo mocks={mocks}>{Story()}</StoryApollo>;
  };
}
