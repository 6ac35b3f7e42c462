// Minimal types for the parts of autocannon the benchmarks use (it ships none).
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    [option: string]: unknown;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    workers?: number;
    requests?: RequestSpec[];
    [option: string]: unknown;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    min: number;
    [percentile: string]: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    [field: string]: unknown;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
