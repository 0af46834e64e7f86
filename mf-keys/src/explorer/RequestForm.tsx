import {
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Inline,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { Field, Input } from '@touchline/ui-kit/forms';
import type { FormEvent, Ref } from 'react';
import { styled } from 'styled-components';
import type { Endpoint } from './catalog/endpoints';
import { InlineCode } from './InlineCode';
import { KeyField, type KeyFieldProps } from './KeyField';

/** Focused when an endpoint is chosen on a narrow screen; clear of the sticky top bar. */
const EndpointTitle = styled(CardTitle)`
  scroll-margin-top: calc(${({ theme }) => `${theme.topBar.height} + ${theme.space[4]}`});

  &:focus {
    outline: none;
  }
`;

const Method = styled(Badge)`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Url = styled.output`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Params = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function formatTtl(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}

export interface RequestFormProps {
  endpoint: Endpoint;
  /** The parameters' values as typed, by name. */
  values: Record<string, string>;
  /** What is wrong with them, shown once Send was pressed. */
  errors: Partial<Record<string, string>>;
  onValueChange: (name: string, value: string) => void;
  /** The key field, its error included. */
  keyField: Omit<KeyFieldProps, 'error'>;
  keyError?: string;
  /** The full URL the request goes to. */
  url: string;
  isSending: boolean;
  onSubmit: (event: FormEvent) => void;
  cardRef?: Ref<HTMLElement>;
  titleRef?: Ref<HTMLHeadingElement>;
  formRef?: Ref<HTMLFormElement>;
}

/** One endpoint's request: what it is, the key, its parameters, the URL and Send. */
export function RequestForm({
  endpoint,
  values,
  errors,
  onValueChange,
  keyField,
  keyError,
  url,
  isSending,
  onSubmit,
  cardRef,
  titleRef,
  formRef,
}: RequestFormProps) {
  return (
    <Card ref={cardRef}>
      <CardHeader>
        <Stack gap={1}>
          <Inline gap={2} wrap>
            <Method tone="success">GET</Method>
            <Path>{endpoint.path}</Path>
          </Inline>
          <EndpointTitle ref={titleRef} tabIndex={-1}>
            {endpoint.summary}
          </EndpointTitle>
          <CardDescription>
            <InlineCode text={endpoint.description} />
          </CardDescription>
        </Stack>
      </CardHeader>
      <CardBody>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Request">
          <Stack gap={5}>
            <Facts>
              <div>
                <dt>Returns</dt>
                <dd>{endpoint.returns}</dd>
              </div>
              <div>
                <dt>Plans</dt>
                <dd>{endpoint.plans.join(', ')}</dd>
              </div>
              <div>
                <dt>Cached for</dt>
                <dd>{formatTtl(endpoint.cacheTtlSeconds)}</dd>
              </div>
              {endpoint.isSampleData && (
                <div>
                  <dt>Data</dt>
                  <dd>sample, from the bundled sample upstream</dd>
                </div>
              )}
            </Facts>

            <KeyField {...keyField} error={keyError} />

            {endpoint.parameters.length > 0 && (
              <Params>
                {endpoint.parameters.map((parameter) => (
                  <Field
                    key={`${endpoint.id}-${parameter.name}`}
                    label={
                      <>
                        <code>{parameter.name}</code>{' '}
                        <Text as="span" size="xs" tone="muted">
                          {parameter.in}
                        </Text>
                      </>
                    }
                    required={parameter.required}
                    hint={<InlineCode text={parameter.description} />}
                    error={errors[parameter.name]}
                  >
                    <Input
                      name={parameter.name}
                      value={values[parameter.name] ?? ''}
                      placeholder={parameter.example || undefined}
                      spellCheck={false}
                      autoComplete="off"
                      onChange={(event) => onValueChange(parameter.name, event.target.value)}
                    />
                  </Field>
                ))}
              </Params>
            )}

            <Stack gap={1.5}>
              <Text size="sm" tone="muted" as="span" id="explorer-url-label">
                Request URL
              </Text>
              <Url aria-labelledby="explorer-url-label">GET {url}</Url>
            </Stack>

            <Inline gap={3}>
              <Button type="submit" isLoading={isSending}>
                Send request
              </Button>
              <Text size="sm" tone="muted" as="span">
                Sent with the header X-API-Key only, like your code would.
              </Text>
            </Inline>
          </Stack>
        </form>
      </CardBody>
    </Card>
  );
}
