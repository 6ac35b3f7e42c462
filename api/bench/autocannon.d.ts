// Minimal types for the parts of autocannon the benchmarks use (it ships none).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    requests?: Array<{
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
    }>;
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
