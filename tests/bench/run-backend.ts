/** `npm run bench:backend`: the backend figures of `npm run bench` alone (tests/bench/backend/). */
import { runBackendBench } from "./backend";

runBackendBench().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
