import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { Heading } from './Heading';
import { Inline, Stack } from './Stack';
import { Text } from './Text';

const Row = styled(Inline)`
  justify-content: space-between;
  align-items: flex-end;
`;

export interface PageHeaderProps {
  /** The screen's one level-1 heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a "Test mode" badge). */
  titleAddon?: ReactNode;
  /** At the right end, wrapping under the title on narrow screens (a Create button, pickers). */
  actions?: ReactNode;
  /** Given, the heading can take focus: where focus goes when the button it was on is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of every dashboard screen: its heading, a line saying what it is for, and its actions. */
export function PageHeader({ title, description, titleAddon, actions, headingRef }: PageHeaderProps) {
  const heading = (
    <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined} level={1}>
      {title}
    </Heading>
  );
  const text = (
    <Stack gap={1}>
      {titleAddon ? (
        <Inline gap={3} align="center" wrap>
          {heading}
          {titleAddon}
        </Inline>
      ) : (
        heading
      )}
      {description && <Text tone="muted">{description}</Text>}
    </Stack>
  );
  if (!actions) return text;
  return (
    <Row gap={4} wrap>
      {text}
      {actions}
    </Row>
  );
}
