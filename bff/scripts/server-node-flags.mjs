// The Node.js flags the bff runs with, wherever it is started: through run-server.mjs (`npm start`
// at the root and the bff's own `start` and `dev` scripts) and in the benchmarks.
//
// --no-memory-reducer: once allocation slows (a few seconds without load), V8's memory reducer
// runs garbage collections that give memory back to the system. A bff process that had been
// through them served the next burst of cached hits ~15% slower than one kept busy (0.81-0.87 of
// its throughput in four series of 8-10 rounds), and with the reducer off as fast (0.99-1.09):
// src/modules/data-proxy/PERFORMANCE.md. Traffic comes in bursts, so the bff keeps the heap it
// grew under load instead. What that costs was not visible: after 10 s of hits and 60 s idle the
// process held 311 MB resident with the flag and 314 MB without. (A bare Node server gains as
// much from the flag, so bench:proxy starts its baselines with these flags too.)
export const SERVER_NODE_FLAGS = ['--no-memory-reducer'];
