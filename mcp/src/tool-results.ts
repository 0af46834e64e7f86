// What an agent reads back: the answer as structured content plus a short text summary, or, when
// the call was refused, a tool error that says what happened and what to do about it (never a
// protocol error, which an agent cannot act on).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { DataAnswer } from './data-answer.js';
import { ARRAY_KEY, type DataTool } from './tools.js';

export function resultOf(tool: DataTool, answer: DataAnswer): CallToolResult {
  if (answer.status < 200 || answer.status >= 300) return refusalOf(answer);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return toolError('The data API answered with something that is not JSON; try again later.');
  }
  const structuredContent = tool.wrapsArray ? { [ARRAY_KEY]: body } : (body as Record<string, unknown>);
  const cache = answer.headers['x-cache'] ? `, cache ${answer.headers['x-cache']}` : '';
  const quota = quotaOf(answer);
  return {
    structuredContent,
    content: [
      {
        type: 'text',
        text: `${summaryOf(tool, body)} (request ${answer.headers['x-request-id'] ?? 'unnamed'}${cache}${quota ? `; ${quota}` : ''})`,
      },
    ],
  };
}

/** The refusal's own words, then the request id that names the call for support (as results carry it). */
function refusalOf(answer: DataAnswer): CallToolResult {
  const requestId = answer.headers['x-request-id'];
  const refusal = refusalTextOf(answer);
  return toolError(requestId ? `${refusal} (request ${requestId})` : refusal);
}

function refusalTextOf(answer: DataAnswer): string {
  const detail = detailOf(answer.body);
  const retryAfter = answer.headers['retry-after'];
  switch (answer.status) {
    case 401:
      return `The API key was refused (${detail}). Create a key in the Touchline dashboard (API Keys) and set it for this server.`;
    case 429: {
      // The quota headers always describe the day's quota; its reset matters only when that is
      // what ran out, not when calls came faster than the plan's rate per second.
      const resetsAt = answer.headers['x-ratelimit-remaining'] === '0' ? resetTimeOf(answer) : undefined;
      return `Limit reached: ${detail}.${retryAfter ? ` Retry after ${retryAfter} s.` : ''}${resetsAt ? ` The daily quota resets at ${resetsAt}.` : ''}`;
    }
    case 400:
    case 404:
      return `Not found or not valid: ${detail}. Check the arguments (ids come from the search tools).`;
    default:
      return `The data provider could not answer (HTTP ${answer.status}: ${detail}).${retryAfter ? ` Retry after ${retryAfter} s.` : ' Try again shortly.'}`;
  }
}

function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

function detailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // not JSON: the status says enough
  }
  return 'no detail';
}

function resetTimeOf(answer: DataAnswer): string | undefined {
  const reset = Number(answer.headers['x-ratelimit-reset']);
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : undefined;
}

function quotaOf(answer: DataAnswer): string | undefined {
  const remaining = answer.headers['x-ratelimit-remaining'];
  const limit = answer.headers['x-ratelimit-limit'];
  return remaining !== undefined && limit !== undefined ? `${remaining} of ${limit} calls left today` : undefined;
}

interface EventLike {
  homeName: string;
  awayName: string;
  homeScore: number | null;
  awayScore: number | null;
  minuteText: string | null;
  startDateTimeUtc: string;
}

const isEvent = (value: unknown): value is EventLike =>
  typeof value === 'object' && value !== null && 'homeName' in value && 'awayName' in value;

function eventLine(event: EventLike): string {
  if (event.homeScore === null || event.awayScore === null)
    return `${event.homeName} v ${event.awayName}, ${event.startDateTimeUtc}`;
  return `${event.homeName} ${event.homeScore}-${event.awayScore} ${event.awayName}${event.minuteText ? ` (${event.minuteText})` : ''}`;
}

/** A name for one entry of a list: a match, a club, a player, a table row. */
function lineOf(entry: unknown): string | undefined {
  if (isEvent(entry)) return eventLine(entry);
  if (typeof entry !== 'object' || entry === null) return undefined;
  const fields = entry as Record<string, unknown>;
  if (typeof fields.rank === 'number' && typeof fields.teamName === 'string')
    return `${fields.rank}. ${fields.teamName} ${String(fields.points)} pts`;
  const name = fields.name ?? fields.teamName ?? fields.tournamentName ?? fields.countryName;
  return typeof name === 'string' ? name : undefined;
}

const SHOWN = 5;

function listSummary(title: string, entries: unknown[]): string {
  if (entries.length === 0) return `${title}: none.`;
  const lines = entries.slice(0, SHOWN).map(lineOf).filter(Boolean);
  const more = entries.length > SHOWN ? `; and ${entries.length - SHOWN} more` : '';
  return `${title}: ${entries.length}. ${lines.join('; ')}${more}.`;
}

/**
 * What an answer is about, by the name it carries or else its id: a player or club answer has
 * `name` and `id`, a flashscore tournament `tournamentName` and `tournamentId`. Undefined when
 * nothing names it, so that a summary never reads "of undefined".
 */
function subjectOf(fields: Record<string, unknown>): string | undefined {
  for (const key of ['name', 'tournamentName', 'id', 'tournamentId']) {
    const value = fields[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  }
  return undefined;
}

function summaryOf(tool: DataTool, body: unknown): string {
  const title = tool.definition.title ?? tool.definition.name;
  if (Array.isArray(body)) return listSummary(title, body);
  if (typeof body !== 'object' || body === null) return `${title}.`;
  const fields = body as Record<string, unknown>;
  if (Array.isArray(fields.results)) return listSummary(title, fields.results);
  if (isEvent(fields.event)) return `${title}: ${eventLine(fields.event)}.`;
  const subject = subjectOf(fields);
  for (const list of ['transfers', 'players', 'clubs', 'teams', 'marketValueHistory'] as const) {
    if (Array.isArray(fields[list]))
      return `${title}${subject === undefined ? '' : ` of ${subject}`}: ${(fields[list] as unknown[]).length} ${list}.`;
  }
  return subject === undefined ? `${title}.` : `${title}: ${subject}.`;
}
