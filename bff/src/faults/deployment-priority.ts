// The suite's clients run at a higher CPU priority than the deployment under test (bff processes,
// PostgreSQL, Redis, the sample upstream): by PRIORITY_GAP nice levels. On two shared cores the
// clients otherwise wait for a CPU like everything else: under overload their event loop fell a
// second and more behind, calls left late and answers were read late, and the latencies measured
// were the clients' wait as much as the bff's. Ahead of the deployment, the clients run as soon
// as they have work, and the deployment has every cycle they leave (its capacity is measured the
// same way, right before the overload).
//
// Where the suite may raise its own priority (root), the clients go up and the deployment stays
// at the priority the suite started with, so that it competes with the rest of the machine as it
// would without the suite; elsewhere the deployment goes down instead.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Nice levels between the clients and the deployment (0 runs both alike). */
const PRIORITY_GAP = Number(process.env.FAULTS_PRIORITY_GAP ?? 5);

export interface Priorities {
  clients: number;
  deployment: number;
}

function parentOf(pid: string): string | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[1];
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Sets every thread of every process below this one (the suite's children and theirs) to `nice`. */
function setDescendants(nice: number): void {
  const children = new Map<string, string[]>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const pending = [...(children.get(String(process.pid)) ?? [])];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone meanwhile
    }
    // Nice is per thread on Linux, and a child starts at its parent's: every thread is set.
    for (const thread of threads) {
      try {
        os.setPriority(Number(thread), nice);
      } catch {
        // gone meanwhile
      }
    }
  }
}

const started = os.getPriority();
let priorities: Priorities = { clients: started, deployment: started };

/**
 * Puts the clients (this process's main thread, which makes every call) PRIORITY_GAP levels
 * ahead of every process the suite started. Called again after a process is (re)started: a child
 * inherits the clients' priority.
 */
export function separatePriorities(): Priorities {
  if (PRIORITY_GAP === 0 || process.platform !== 'linux') return priorities;
  if (priorities.clients === priorities.deployment) {
    try {
      os.setPriority(started - PRIORITY_GAP);
      priorities = { clients: started - PRIORITY_GAP, deployment: started };
    } catch {
      priorities = { clients: started, deployment: started + PRIORITY_GAP }; // not permitted: the deployment goes down
    }
  }
  setDescendants(priorities.deployment);
  return priorities;
}
