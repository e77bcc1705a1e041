/** Load generator shared by the SQLite and PostgreSQL benches: latencies in ms, requests per second. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function load(total: number, concurrency: number, request: (i: number) => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        const response = await request(i);
        await response.arrayBuffer();
        if (response.status >= 400) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(total / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}
