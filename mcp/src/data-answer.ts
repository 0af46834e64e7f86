/** One answer of the data API, however it was fetched (over HTTP by the command, in-process in the bff). */
export interface DataAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as text. */
  body: string;
}

/** Calls a data endpoint with the agent's key: `path` starts with `/api/`. */
export type CallData = (path: string) => Promise<DataAnswer>;
