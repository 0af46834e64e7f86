import { Field, Float, ObjectType } from 'type-graphql';
import { Cost } from '../../graphql/operation-cost.js';
import { DATA_ENDPOINTS, type EndpointParameter } from './endpoint-catalog.js';

/** The most parameters an endpoint of the catalog has. */
const MOST_PARAMETERS = Math.max(...DATA_ENDPOINTS.map((endpoint) => endpoint.parameters.length));
import type { ListedDataEndpoint } from './data-endpoints.service.js';

@ObjectType('DataEndpointParameter')
export class DataEndpointParameterType {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "'path' or 'query'." })
  in!: EndpointParameter['in'];

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'A value that works with the sample data; empty when none always does.' })
  example!: string;

  @Field(() => String, { nullable: true, description: 'A regular expression a well-formed value matches.' })
  pattern!: string | null;
}

@ObjectType('DataEndpoint', { description: 'A data endpoint of the proxy, as the API docs describe it.' })
export class DataEndpointType {
  @Field(() => String, { description: 'Stable id, e.g. flashscore-live.' })
  id!: string;

  @Field(() => String, { description: "'flashscore' or 'transfermarkt'." })
  provider!: string;

  @Field(() => String, { description: 'Below /api/<provider>; {name} marks a path parameter.' })
  path!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  description!: string;

  @Cost({ weight: 1, listSize: { assumedSize: MOST_PARAMETERS } })
  @Field(() => [DataEndpointParameterType])
  parameters!: DataEndpointParameterType[];

  @Field(() => [String], { description: 'Plans whose keys may call it.' })
  plans!: string[];

  @Field(() => Float, { description: 'How long this deployment caches a 200 answer, in seconds.' })
  cacheTtlSeconds!: number;

  @Field(() => String, { description: 'The shape of a successful answer, in one line.' })
  returns!: string;

  @Field(() => Boolean, {
    description:
      'Whether this deployment answers it from the bundled sample upstream (no upstream is configured for its provider).',
  })
  isSampleData!: boolean;

  static from(endpoint: ListedDataEndpoint): DataEndpointType {
    const parameters = endpoint.parameters.map((parameter) =>
      Object.assign(new DataEndpointParameterType(), { ...parameter, pattern: parameter.pattern ?? null }),
    );
    return Object.assign(new DataEndpointType(), { ...endpoint, parameters, plans: [...endpoint.plans] });
  }
}
