import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from '@touchline/ui-kit';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

const DangerCard = styled(Card)`
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 45%, ${({ theme }) => theme.colors.border});
`;

export interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Buttons in the footer bar; with `onSubmit` the whole card is one form. */
  actions?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  tone?: 'default' | 'danger';
  /**
   * Shown in place of the button that opened it (a set-up step, recovery codes): its title takes
   * the focus, which would otherwise fall to <body> with that button.
   */
  takesFocus?: boolean;
}

/** One card of the settings screen: heading, body and an action bar, optionally a form. */
export function SettingsSection({
  title,
  description,
  children,
  actions,
  onSubmit,
  tone = 'default',
  takesFocus = false,
}: SettingsSectionProps) {
  const Frame = tone === 'danger' ? DangerCard : Card;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) titleRef.current?.focus();
  }, [takesFocus]);
  const content = (
    <>
      <CardHeader>
        <div>
          <CardTitle ref={titleRef} tabIndex={takesFocus ? -1 : undefined}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardBody>{children}</CardBody>
      {actions && <CardFooter>{actions}</CardFooter>}
    </>
  );
  return (
    <Frame>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-label={title}>
          {content}
        </form>
      ) : (
        content
      )}
    </Frame>
  );
}
